import { routes } from '../endpoint';
import type { talentFeedbackEndpoints } from '../endpoints/talent-feedback';

// The addresses of endpoints/talent-feedback.ts, for the web.
export const talentFeedbackRoutes = routes<typeof talentFeedbackEndpoints>({
  feedbackSetup: 'GET /talent/feedback/setup',
  nominatePeers: 'PUT /talent/feedback/:periodId/nominations',
  peerApprovals: 'GET /talent/feedback/:periodId/approvals',
  choosePeers: 'PUT /talent/feedback/:periodId/:userId/peers',
  feedbackOf: 'GET /talent/feedback/:periodId/:userId',
  askedRequests: 'GET /talent/feedback/requests',
  askedRequest: 'GET /talent/feedback/requests/:id',
  answerRequest: 'PUT /talent/feedback/requests/:id',
  declineRequest: 'POST /talent/feedback/requests/:id/decline',
  feedbackAbout: 'GET /talent/feedback/about/:id',
});
