import { useMutation } from '@tanstack/react-query';
import { aiEndpoints } from '../../../../contract/endpoints/ai';
import { withBody } from '../../../app/api-client';

/** POST /Goal/gpt/measurements: sets of measurement lines for the title typed so far. */
export const suggestMeasurements = withBody(aiEndpoints.measurementSuggestions);
export const useSuggestMeasurements = () => useMutation({ mutationFn: suggestMeasurements });
