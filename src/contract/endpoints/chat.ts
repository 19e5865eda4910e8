import { endpoint } from '../endpoint';
import { ChatKindParam, ChatTestResult, ChatWebhook, ChatWebhookPage, ChatWebhookRequest } from '../chat';

/** The company's Slack and Teams webhooks (issue 33): listed, set, removed and tried by the CEO and org admins. */
export const chatEndpoints = {
  webhooks: endpoint({ method: 'GET', path: '/chat/webhooks', response: ChatWebhookPage }),
  save: endpoint({ method: 'PUT', path: '/chat/webhooks/:Kind', params: ChatKindParam, body: ChatWebhookRequest, response: ChatWebhook }),
  remove: endpoint({ method: 'DELETE', path: '/chat/webhooks/:Kind', params: ChatKindParam, response: ChatWebhook }),
  test: endpoint({ method: 'POST', path: '/chat/webhooks/:Kind/test', params: ChatKindParam, response: ChatTestResult }),
};
