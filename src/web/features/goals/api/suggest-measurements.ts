import { useMutation } from '@tanstack/react-query';
import type { GoalTextRequest } from '../../../../contract/ai';
import { aiEndpoints } from '../../../../contract/endpoints/ai';
import { askGoalWriting } from './ai-answer';

/** POST /Goal/gpt/measurements: sets of measurement lines for the title typed so far. */
export const suggestMeasurements = (body: GoalTextRequest) => askGoalWriting(aiEndpoints.measurementSuggestions, 'measurements', body);
export const useSuggestMeasurements = () => useMutation({ mutationFn: suggestMeasurements });
