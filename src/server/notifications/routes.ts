import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { actorFrom } from '../http/access-control';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { notificationEndpoints as e } from '../../contract/endpoints/notifications';
import { listNotifications, markNotificationRead } from './service';
import type { LiveChannel } from '../live';

export const notificationRoutes =
  (deps: Deps, live: LiveChannel): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.markRead, 'signedIn', async (req) => {
      const actor = actorFrom(req);
      const result = await inRequest(deps, req, (w) => markNotificationRead(w, req.params.id));
      // The user's other tabs and devices update their bell too.
      live.sendNotification(actor.tenantId, actor.userId, result);
      return result;
    });
    route(app, e.notifications, 'signedIn', (req) => inRequest(deps, req, (w) => listNotifications(w, req.params.page)));
  };
