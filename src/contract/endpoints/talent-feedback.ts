import { IdParam } from '../common';
import { endpoint } from '../endpoint';
import {
  AnswerSave,
  AskedList,
  AskedListQuery,
  AskedRequest,
  DeclineSave,
  FeedbackAbout,
  FeedbackPeriodParams,
  FeedbackPersonParams,
  FeedbackSetup,
  FeedbackView,
  PageQuery,
  PeerApprovals,
  PeerList,
} from '../talent-feedback';

/** Appraisals with more voices (issue 34, decision 077): peer and upward feedback. */
export const talentFeedbackEndpoints = {
  feedbackSetup: endpoint({ method: 'GET', path: '/talent/feedback/setup', response: FeedbackSetup }),
  nominatePeers: endpoint({
    method: 'PUT',
    path: '/talent/feedback/:periodId/nominations',
    params: FeedbackPeriodParams,
    body: PeerList,
    response: FeedbackView,
  }),
  peerApprovals: endpoint({
    method: 'GET',
    path: '/talent/feedback/:periodId/approvals',
    params: FeedbackPeriodParams,
    query: PageQuery,
    response: PeerApprovals,
  }),
  choosePeers: endpoint({
    method: 'PUT',
    path: '/talent/feedback/:periodId/:userId/peers',
    params: FeedbackPersonParams,
    body: PeerList,
    response: FeedbackView,
  }),
  feedbackOf: endpoint({ method: 'GET', path: '/talent/feedback/:periodId/:userId', params: FeedbackPersonParams, response: FeedbackView }),
  askedRequests: endpoint({ method: 'GET', path: '/talent/feedback/requests', query: AskedListQuery, response: AskedList }),
  askedRequest: endpoint({ method: 'GET', path: '/talent/feedback/requests/:id', params: IdParam, response: AskedRequest }),
  answerRequest: endpoint({
    method: 'PUT',
    path: '/talent/feedback/requests/:id',
    params: IdParam,
    body: AnswerSave,
    response: AskedRequest,
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/talent/feedback/requests/:id/decline',
    params: IdParam,
    body: DeclineSave,
    response: AskedRequest,
  }),
  feedbackAbout: endpoint({ method: 'GET', path: '/talent/feedback/about/:id', params: IdParam, response: FeedbackAbout }),
};
