import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { callerOf, inRequest } from '../http/unit-of-work';
import { settingsEditors } from '../tenants';
import { chatEndpoints as e } from '../../contract/endpoints/chat';
import { checkWebhookAddress, listChatWebhooks, removeChatWebhook, saveChatWebhook } from './settings';
import { sendTestMessage } from './test-post';

/** The company's Slack and Teams webhooks in the company drawer: the CEO and org admins, as the company's settings. */
export const chatRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.webhooks, settingsEditors, (req) => inRequest(deps, req, listChatWebhooks));
    route(app, e.save, settingsEditors, async (req) => {
      // The address's host is looked up before the transaction opens: a slow DNS answer holds no connection.
      await checkWebhookAddress(deps.config, req.body.Url);
      return inRequest(deps, req, (w) => saveChatWebhook(w, { kind: req.params.Kind, url: req.body.Url }));
    });
    route(app, e.remove, settingsEditors, (req) => inRequest(deps, req, (w) => removeChatWebhook(w, req.params.Kind)));
    // A post to the chat service waits for its answer: limited, so the button cannot be used to flood a channel.
    const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };
    route(
      app,
      e.test,
      settingsEditors,
      async (req) => confirmed(req, await sendTestMessage(callerOf(deps, req), req.params.Kind)),
      limited,
    );
  };
