import { routes } from '../endpoint';
import type { talentFeedbackEndpoints } from '../endpoints/talent-feedback';

// The addresses of endpoints/talent-feedback.ts, for the web.
export const talentFeedbackRoutes = routes<typeof talentFeedbackEndpoints>({});
