import { routes } from '../endpoint';
import type { aiEndpoints } from '../endpoints/ai';

// The addresses of endpoints/ai.ts, for the web.
export const aiRoutes = routes<typeof aiEndpoints>({
  goalSuggestions: 'POST /Goal/gpt',
  measurementSuggestions: 'POST /Goal/gpt/measurements',
  descriptionSuggestions: 'POST /Goal/gpt/description',
  goalWritingSent: 'POST /Goal/gpt/sent',
});
