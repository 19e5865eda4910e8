import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerSave } from '../../../../contract/talent-feedback';
import { talentFeedbackRoutes as e } from '../../../../contract/routes/talent-feedback';
import { actionItemRoutes } from '../../../../contract/routes/action-items';
import { call } from '../../../shared/api-client';
import { liveKeys } from '../../../shared/live-keys';
import { talentKeys } from '../api/talent-api';

export const feedbackKeys = {
  all: [...talentKeys.all, 'feedback'] as const,
  setup: () => [...feedbackKeys.all, 'setup'] as const,
  of: (periodId: number, userId: number) => [...feedbackKeys.all, 'of', periodId, userId] as const,
  approvals: (periodId: number, limit: number) => [...feedbackKeys.all, 'approvals', periodId, limit] as const,
  asked: (state: string, limit: number) => [...feedbackKeys.all, 'asked', state, limit] as const,
  request: (id: number) => [...feedbackKeys.all, 'request', id] as const,
  about: (id: number) => [...feedbackKeys.all, 'about', id] as const,
  people: (search: string) => [...liveKeys.people, 'feedback-peers', search] as const,
};

export const useFeedbackSetup = () =>
  useQuery({ queryKey: feedbackKeys.setup(), queryFn: ({ signal }) => call(e.feedbackSetup, { signal }) });

/** What the viewer may see of a person's feedback in a quarter. */
export const useFeedbackOf = (periodId: number, userId: number) =>
  useQuery({
    queryKey: feedbackKeys.of(periodId, userId),
    queryFn: ({ signal }) => call(e.feedbackOf, { params: { periodId, userId }, signal }),
    retry: false,
  });

/** The people whose peers the viewer approves, the first `limit`. */
export const usePeerApprovals = (periodId: number, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: feedbackKeys.approvals(periodId, limit),
    queryFn: ({ signal }) => call(e.peerApprovals, { params: { periodId }, query: { Limit: limit, Offset: 0 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** What the viewer is asked ('' for everything), open first; `limit` grows with "Load more". */
export const useAskedRequests = (state: '' | 'requested', limit: number) =>
  useQuery({
    queryKey: feedbackKeys.asked(state, limit),
    queryFn: ({ signal }) => call(e.askedRequests, { query: { Limit: limit, Offset: 0, ...(state ? { State: state } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAskedRequest = (id: number | null) =>
  useQuery({
    queryKey: feedbackKeys.request(id ?? 0),
    queryFn: ({ signal }) => call(e.askedRequest, { params: { id: id! }, signal }),
    enabled: id !== null,
  });

/** Whose feedback a notice's request belongs to (null while not asked). */
export const useFeedbackAbout = (id: number | null) =>
  useQuery({
    queryKey: feedbackKeys.about(id ?? 0),
    queryFn: ({ signal }) => call(e.feedbackAbout, { params: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  });

/** Colleagues to name as peers: the company's active people whose name has `search`. */
export const usePeerCandidates = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: feedbackKeys.people(search),
    queryFn: ({ signal }) => call(actionItemRoutes.users, { query: { Search: search, PageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });

/** Every change refreshes the feedback screens and the dashboard's reminders. */
function useFeedbackMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: liveKeys.dashboard }),
      ]),
  });
}

export const useNominatePeers = () =>
  useFeedbackMutation(({ periodId, UserIds }: { periodId: number; UserIds: number[] }) =>
    call(e.nominatePeers, { params: { periodId }, body: { UserIds } }),
  );
export const useChoosePeers = () =>
  useFeedbackMutation(({ periodId, userId, UserIds }: { periodId: number; userId: number; UserIds: number[] }) =>
    call(e.choosePeers, { params: { periodId, userId }, body: { UserIds } }),
  );
export const useAnswerRequest = () =>
  useFeedbackMutation(({ id, body }: { id: number; body: AnswerSave }) => call(e.answerRequest, { params: { id }, body }));
export const useDeclineRequest = () =>
  useFeedbackMutation(({ id, Reason }: { id: number; Reason: string }) => call(e.declineRequest, { params: { id }, body: { Reason } }));
