import { useMutation } from '@tanstack/react-query';
import type { GoalSuggestRequest } from '../../../../contract/ai';
import { aiRoutes } from '../../../../contract/routes/ai';
import { askGoalWriting } from './ai-answer';

/** POST /Goal/gpt: three goals to pick from; asked on a button, so a mutation (nothing to cache or refresh). */
export const suggestGoals = (body: GoalSuggestRequest) => askGoalWriting(aiRoutes.goalSuggestions, 'goals', body);
export const useSuggestGoals = () => useMutation({ mutationFn: suggestGoals });
