import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import type { LiveChannel } from '../live/live-channel';
import { IdParam } from '../../contract/common';
import { MarkReadResult, NotificationList, NotificationPageParam } from '../../contract/notifications';
import { listNotifications, markNotificationRead } from './service';

export const notificationRoutes =
  (deps: Deps, live: LiveChannel): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notification/MarkRead/:id',
      { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: MarkReadResult } } },
      async (req) => {
        const actor = actorFrom(req);
        const result = await inTenant(deps, actor, (w) => markNotificationRead(w, req.params.id));
        // The user's other tabs and devices update their bell too.
        live.sendNotification(actor.tenantId, actor.userId, result);
        return result;
      },
    );
    app.get(
      '/notification/:page',
      { config: { access: 'signedIn' }, schema: { params: NotificationPageParam, response: { 200: NotificationList } } },
      (req) => inTenant(deps, actorFrom(req), (w) => listNotifications(w, req.params.page)),
    );
  };
