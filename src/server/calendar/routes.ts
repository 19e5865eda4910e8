import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { calendarEndpoints as e } from '../../contract/endpoints/calendar';
import { createCalendarFeed, FEED_PATH, FEED_SUFFIX, getCalendarFeed, revokeCalendarFeed } from './feed-address';
import { readCalendarFeed } from './feed';

/** Readings a minute of one address: a calendar app asks every few hours, a script would ask far more. */
export const FEED_RATE_LIMIT = 30;
const NOT_FOUND = 'Not found.';

/** The person's own calendar feed in their profile: any signed-in person, for themselves only. */
export const calendarRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.feed, 'signedIn', (req) => inRequest(deps, req, getCalendarFeed));
    route(app, e.create, 'signedIn', (req) => inRequest(deps, req, createCalendarFeed));
    route(app, e.remove, 'signedIn', async (req, reply) => {
      await inRequest(deps, req, revokeCalendarFeed);
      void reply.code(204);
      return null;
    });
  };

type FeedRequest = FastifyRequest<{ Params: { file: string } }>;

/**
 * GET /calendar/<token>.ics (app.ts registers it at the root, beside the web app): no sign-in, the token is the key.
 * Limited per address; an unknown, revoked or foreign token and a deactivated person answer the same 404.
 */
export const calendarFeedRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Keyed by the token as the route read it: a query string or the path's case (routes match either way) is no new key.
    const rateLimit = {
      max: FEED_RATE_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => `calendar:${(req.params as { file?: string }).file ?? req.url}`,
    };
    app.get(`${FEED_PATH}:file`, { config: { access: 'public', rateLimit } }, async (req: FeedRequest, reply) => {
      const { file } = req.params;
      const ics = file.endsWith(FEED_SUFFIX) ? await readCalendarFeed(deps, file.slice(0, -FEED_SUFFIX.length)) : null;
      if (ics === null) return reply.code(404).type('application/json').send({ Message: NOT_FOUND });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="trellis.ics"')
        .send(ics);
    });
  };
