import { routes } from '../endpoint';
import type { talentReviewEndpoints } from '../endpoints/talent-reviews';

// The addresses of endpoints/talent-reviews.ts, for the web.
export const talentReviewRoutes = routes<typeof talentReviewEndpoints>({});
