// Every endpoint table of the API, by area: the server registers each entry once (a test holds it to that).
import { actionItemEndpoints } from './action-items';
import { aiEndpoints } from './ai';
import { aiSummaryEndpoints } from './ai-summaries';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { chatEndpoints } from './chat';
import { dashboardEndpoints } from './dashboard';
import { goalEndpoints } from './goals';
import { healthEndpoints } from './health';
import { instanceEndpoints } from './instance';
import { keyResultEndpoints } from './key-results';
import { noteEndpoints } from './notes';
import { notificationEndpoints } from './notifications';
import { peopleEndpoints } from './people';
import { periodEndpoints } from './periods';
import { predictionEndpoints } from './predictions';
import { progressRollupEndpoints } from './progress-rollup';
import { reportEndpoints } from './reports';
import { rhythmEndpoints } from './rhythm';
import { ssoEndpoints } from './sso';
import { scimEndpoints } from './scim';
import { strategyEndpoints } from './strategy';
import { talentEndpoints } from './talent';
import { talentCalibrationEndpoints } from './talent-calibration';
import { talentFeedbackEndpoints } from './talent-feedback';
import { talentReviewEndpoints } from './talent-reviews';
import { tenantEndpoints } from './tenants';
import { userManualEndpoints } from './user-manual';

export const endpointTables = {
  actionItems: actionItemEndpoints,
  ai: aiEndpoints,
  aiSummaries: aiSummaryEndpoints,
  audit: auditEndpoints,
  auth: authEndpoints,
  calendar: calendarEndpoints,
  chat: chatEndpoints,
  dashboard: dashboardEndpoints,
  goals: goalEndpoints,
  health: healthEndpoints,
  instance: instanceEndpoints,
  keyResults: keyResultEndpoints,
  notes: noteEndpoints,
  notifications: notificationEndpoints,
  people: peopleEndpoints,
  periods: periodEndpoints,
  predictions: predictionEndpoints,
  progressRollup: progressRollupEndpoints,
  reports: reportEndpoints,
  rhythm: rhythmEndpoints,
  sso: ssoEndpoints,
  scim: scimEndpoints,
  strategy: strategyEndpoints,
  talent: talentEndpoints,
  talentReviews: talentReviewEndpoints,
  talentFeedback: talentFeedbackEndpoints,
  talentCalibration: talentCalibrationEndpoints,
  tenants: tenantEndpoints,
  userManual: userManualEndpoints,
};
