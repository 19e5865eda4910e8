import { endpoint } from '../endpoint';
import {
  DescriptionSuggestions,
  GoalSent,
  GoalSentRequest,
  GoalSuggestions,
  GoalSuggestRequest,
  GoalTextRequest,
  MeasurementSuggestions,
} from '../ai';

/** AI help of spec 000 §7 'Goal entry'. */
export const aiEndpoints = {
  goalSuggestions: endpoint({ method: 'POST', path: '/Goal/gpt', body: GoalSuggestRequest, response: GoalSuggestions }),
  measurementSuggestions: endpoint({
    method: 'POST',
    path: '/Goal/gpt/measurements',
    body: GoalTextRequest,
    response: MeasurementSuggestions,
  }),
  descriptionSuggestions: endpoint({
    method: 'POST',
    path: '/Goal/gpt/description',
    body: GoalTextRequest,
    response: DescriptionSuggestions,
  }),
  goalWritingSent: endpoint({ method: 'POST', path: '/Goal/gpt/sent', body: GoalSentRequest, response: GoalSent }),
};
