import { endpoint } from '../endpoint';
import {
  AudienceParam,
  ReviewQuestions,
  ReviewQuestionsSave,
  ReviewSettings,
  SelfReview,
  SelfReviewOfParams,
  SelfReviewParams,
  SelfReviewSave,
} from '../talent-reviews';

/** Appraisals with more voices (issue 34, decision 077): the self-review, the review questions and the settings of the other voices. */
export const talentReviewEndpoints = {
  settings: endpoint({ method: 'GET', path: '/talent/reviews/settings', response: ReviewSettings }),
  saveSettings: endpoint({ method: 'PUT', path: '/talent/reviews/settings', body: ReviewSettings, response: ReviewSettings }),
  questions: endpoint({ method: 'GET', path: '/talent/questions', response: ReviewQuestions }),
  saveQuestions: endpoint({
    method: 'PUT',
    path: '/talent/questions/:audience',
    params: AudienceParam,
    body: ReviewQuestionsSave,
    response: ReviewQuestions,
  }),
  selfReview: endpoint({ method: 'GET', path: '/talent/self-review/:periodId', params: SelfReviewParams, response: SelfReview }),
  saveSelfReview: endpoint({
    method: 'PUT',
    path: '/talent/self-review/:periodId',
    params: SelfReviewParams,
    body: SelfReviewSave,
    response: SelfReview,
  }),
  selfReviewOf: endpoint({
    method: 'GET',
    path: '/talent/self-review/:periodId/:userId',
    params: SelfReviewOfParams,
    response: SelfReview,
  }),
};
