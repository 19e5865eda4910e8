import { useMutation } from '@tanstack/react-query';
import type { GoalTextRequest } from '../../../../contract/ai';
import { aiRoutes } from '../../../../contract/routes/ai';
import { askGoalWriting } from './ai-answer';

/** POST /Goal/gpt/measurements: sets of measurement lines for the title typed so far. */
export const suggestMeasurements = (body: GoalTextRequest) => askGoalWriting(aiRoutes.measurementSuggestions, 'measurements', body);
export const useSuggestMeasurements = () => useMutation({ mutationFn: suggestMeasurements });
