import { useMutation } from '@tanstack/react-query';
import { aiEndpoints } from '../../../../contract/endpoints/ai';
import { withBody } from '../../../app/api-client';

/** POST /Goal/gpt: three goals to pick from; asked on a button, so a mutation (nothing to cache or refresh). */
export const suggestGoals = withBody(aiEndpoints.goalSuggestions);
export const useSuggestGoals = () => useMutation({ mutationFn: suggestGoals });
