import { routes } from '../endpoint';
import type { talentReviewEndpoints } from '../endpoints/talent-reviews';

// The addresses of endpoints/talent-reviews.ts, for the web.
export const talentReviewRoutes = routes<typeof talentReviewEndpoints>({
  settings: 'GET /talent/reviews/settings',
  saveSettings: 'PUT /talent/reviews/settings',
  questions: 'GET /talent/questions',
  saveQuestions: 'PUT /talent/questions/:audience',
  selfReview: 'GET /talent/self-review/:periodId',
  saveSelfReview: 'PUT /talent/self-review/:periodId',
  selfReviewOf: 'GET /talent/self-review/:periodId/:userId',
});
