import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewAudience } from '../../../../domain/talent/review-questions';
import type { ReviewQuestionsSave, ReviewSettings, SelfReviewSave } from '../../../../contract/talent-reviews';
import { talentReviewRoutes as e } from '../../../../contract/routes/talent-reviews';
import { call } from '../../../shared/api-client';
import { talentKeys } from '../api/talent-api';

// The voices' settings, the review questions and the self-review (issue 34): per endpoint, its key, fetcher and hook.

export const reviewKeys = {
  all: [...talentKeys.all, 'reviews'] as const,
  settings: () => [...reviewKeys.all, 'settings'] as const,
  questions: () => [...reviewKeys.all, 'questions'] as const,
  selfReviews: () => [...reviewKeys.all, 'self'] as const,
  own: (periodId: number) => [...reviewKeys.selfReviews(), 'own', periodId] as const,
  of: (periodId: number, userId: number) => [...reviewKeys.selfReviews(), periodId, userId] as const,
};

export const reviewSettingsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.settings(), queryFn: ({ signal }) => call(e.settings, { signal }) });
export const useReviewSettings = () => useQuery(reviewSettingsQueryOptions());

export const useReviewQuestions = () =>
  useQuery({ queryKey: reviewKeys.questions(), queryFn: ({ signal }) => call(e.questions, { signal }) });

/** A person's own self-review of a quarter (or the questions it would ask). */
export const useOwnSelfReview = (periodId: number | null) =>
  useQuery({
    queryKey: reviewKeys.own(periodId ?? 0),
    queryFn: ({ signal }) => call(e.selfReview, { params: { periodId: periodId! }, signal }),
    enabled: periodId !== null,
  });

/** Someone's self-review as the caller may see it (a draft shows as not handed in). */
export const useSelfReviewOf = (periodId: number | null, userId: number | null) =>
  useQuery({
    queryKey: reviewKeys.of(periodId ?? 0, userId ?? 0),
    queryFn: ({ signal }) => call(e.selfReviewOf, { params: { periodId: periodId!, userId: userId! }, signal }),
    enabled: periodId !== null && userId !== null,
  });

/** A change here refreshes everything talent shows: the appraisal drawer reads the questions and self-reviews too. */
function useReviewMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentKeys.all }) });
}

export const useSaveReviewSettings = () => useReviewMutation((body: ReviewSettings) => call(e.saveSettings, { body }));
export const useSaveReviewQuestions = () =>
  useReviewMutation(({ audience, body }: { audience: ReviewAudience; body: ReviewQuestionsSave }) =>
    call(e.saveQuestions, { params: { audience }, body }),
  );
export const useSaveSelfReview = () =>
  useReviewMutation(({ periodId, body }: { periodId: number; body: SelfReviewSave }) =>
    call(e.saveSelfReview, { params: { periodId }, body }),
  );
