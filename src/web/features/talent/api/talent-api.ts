import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppraisalSave, OverviewQuery, TalentLabels } from '../../../../contract/talent';
import { talentRoutes as e } from '../../../../contract/routes/talent';
import { call, withId } from '../../../shared/api-client';

export type OverviewPath = { a: number; b: number; c: number };
export type OverviewFilter = z.input<typeof OverviewQuery>;

export const talentKeys = {
  all: ['talent'] as const,
  labels: () => [...talentKeys.all, 'labels'] as const,
  schedule: () => [...talentKeys.all, 'schedule'] as const,
  overviews: () => [...talentKeys.all, 'overview'] as const,
  overview: (path: OverviewPath, filter: OverviewFilter) => [...talentKeys.overviews(), path, filter] as const,
  user: (userId: number) => [...talentKeys.all, 'user', userId] as const,
  single: (id: number) => [...talentKeys.all, 'single', id] as const,
  goals: (userId: number, periodId: number) => [...talentKeys.all, 'goals', userId, periodId] as const,
};

export const labelsQueryOptions = () =>
  queryOptions({ queryKey: talentKeys.labels(), queryFn: ({ signal }) => call(e.labels, { signal }) });
export const useTalentLabels = () => useQuery(labelsQueryOptions());
export const useTalentSchedule = () => useQuery({ queryKey: talentKeys.schedule(), queryFn: ({ signal }) => call(e.schedule, { signal }) });

/** The overview of a scope: a page of people with their status, and the matrix. Keeps the last page while the next loads. */
export const useTalentOverview = (path: OverviewPath | null, filter: OverviewFilter) =>
  useQuery({
    queryKey: talentKeys.overview(path ?? { a: 0, b: 0, c: 0 }, filter),
    queryFn: ({ signal }) => call(e.overview, { params: path!, query: filter, signal }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });

export const useUserAppraisals = (userId: number | null) =>
  useQuery({
    queryKey: talentKeys.user(userId ?? 0),
    queryFn: ({ signal }) => call(e.userAppraisals, { params: { userId: userId! }, signal }),
    enabled: userId !== null,
  });

export const useAppraisal = (id: number | null) =>
  useQuery({ queryKey: talentKeys.single(id ?? 0), queryFn: () => withId(e.single)(id!), enabled: id !== null });

export const useTalentGoals = (userId: number | null, periodId: number | null) =>
  useQuery({
    queryKey: talentKeys.goals(userId ?? 0, periodId ?? 0),
    queryFn: ({ signal }) => call(e.goals, { params: { userId: userId!, periodId: periodId! }, signal }),
    enabled: userId !== null && periodId !== null,
  });

/** Every change to an appraisal refreshes what shows it: the overviews, the person's list, the appraisal itself. */
function useTalentMutation<I, O extends { Id?: number } | object>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentKeys.all }),
  });
}

export const useCreateAppraisal = () => useTalentMutation((body: AppraisalSave) => call(e.create, { body }));
export const useUpdateAppraisal = () =>
  useTalentMutation(({ id, body }: { id: number; body: AppraisalSave }) => call(e.update, { params: { id }, body }));
export const useDeleteAppraisal = () => useTalentMutation(withId(e.remove));
export const useShareAppraisal = () => useTalentMutation(withId(e.share));
export const useEmployeeSign = () =>
  useTalentMutation(({ id, Sign, Comment }: { id: number; Sign: string; Comment?: string }) =>
    call(e.employeeSign, { params: { id }, body: { Sign, Comment } }),
  );
export const useManagerSign = () =>
  useTalentMutation(({ id, Sign }: { id: number; Sign: string }) => call(e.managerSign, { params: { id }, body: { Sign } }));
export const useSaveTalentLabels = () => useTalentMutation((body: TalentLabels) => call(e.saveLabels, { body }));
export const useSaveTalentSchedule = () => useTalentMutation((EffectiveDate: string) => call(e.saveSchedule, { body: { EffectiveDate } }));
