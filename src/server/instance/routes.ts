import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { instanceEndpoints as e } from '../../contract/endpoints/instance';
import { CLIENT_ERROR_LIMITS } from '../../domain/client-errors';
import { tokenOf, type FindActor } from '../http/access-control';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { CLIENT_ERRORS_PER_MINUTE, REPORT_RECEIVED, logClientError } from './client-errors';
import { toInstanceSettings } from './settings';

/**
 * The instance's public calls. A browser error may come from a signed-in page or the sign-in screen, so the route
 * is public and names the user when the request carries a live session (findActor, from the composition root).
 */
export const instanceRoutes =
  (deps: Deps, findActor: FindActor): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = toInstanceSettings(deps.config);
    route(app, e.settings, 'public', () => settings);
    route(
      app,
      e.reportClientError,
      'public',
      async (req) => {
        const actor = await findActor(tokenOf(req));
        logClientError(req.log, req.body, actor && { userId: actor.userId, tenantId: actor.tenantId });
        return confirmed(req, { Message: REPORT_RECEIVED });
      },
      { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: '1 minute' }, bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes },
    );
  };
