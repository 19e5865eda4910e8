import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalibrationMoveSave, CalibrationOpen } from '../../../../contract/talent-calibration';
import { talentCalibrationRoutes as e } from '../../../../contract/routes/talent-calibration';
import { actionItemRoutes } from '../../../../contract/routes/action-items';
import { call } from '../../../shared/api-client';
import { talentKeys } from '../api/talent-api';

export const CARD_PAGE = 100;
export const MOVE_PAGE = 20;

export const calibrationKeys = {
  all: [...talentKeys.all, 'calibrations'] as const,
  list: (limit: number) => [...calibrationKeys.all, 'list', limit] as const,
  one: (id: number) => [...calibrationKeys.all, id] as const,
  cards: (id: number, limit: number) => [...calibrationKeys.one(id), 'cards', limit] as const,
  moves: (id: number, userId: number | null, limit: number) => [...calibrationKeys.one(id), 'moves', userId, limit] as const,
  people: (search: string) => [...calibrationKeys.all, 'people', search] as const,
};

/** The calibrations the viewer takes part in, open first; `limit` grows with "Load more". */
export const useCalibrations = (limit: number) =>
  useQuery({
    queryKey: calibrationKeys.list(limit),
    queryFn: ({ signal }) => call(e.calibrations, { query: { Limit: limit, Offset: 0 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCalibration = (id: number) =>
  useQuery({ queryKey: calibrationKeys.one(id), queryFn: ({ signal }) => call(e.calibration, { params: { id }, signal }) });

/** The board's cards, every cell at once: the first `limit` by name. */
export const useCalibrationCards = (id: number, limit: number) =>
  useQuery({
    queryKey: calibrationKeys.cards(id, limit),
    queryFn: ({ signal }) => call(e.calibrationCards, { params: { id }, query: { Limit: limit, Offset: 0 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The history, newest first (of one person when `userId` is set). */
export const useCalibrationMoves = (id: number, userId: number | null, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: calibrationKeys.moves(id, userId, limit),
    queryFn: ({ signal }) =>
      call(e.calibrationMoves, { params: { id }, query: { Limit: limit, Offset: 0, ...(userId ? { UserId: userId } : {}) }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The people a part of the organisation may start from (the company's active people, by name). */
export const usePartPeople = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: calibrationKeys.people(search),
    queryFn: ({ signal }) => call(actionItemRoutes.users, { query: { Search: search, PageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });

/** Opening, moving and closing refresh every calibration; closing also the appraisals it wrote. */
function useCalibrationMutation<I, O>(fn: (input: I) => Promise<O>, refresh: readonly unknown[] = calibrationKeys.all) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: refresh }) });
}

export const useOpenCalibration = () => useCalibrationMutation((body: CalibrationOpen) => call(e.openCalibration, { body }));
export const useMoveCard = (id: number) =>
  useCalibrationMutation((body: CalibrationMoveSave) => call(e.moveCard, { params: { id }, body }));
export const useCloseCalibration = (id: number) =>
  useCalibrationMutation(() => call(e.closeCalibration, { params: { id } }), talentKeys.all);
