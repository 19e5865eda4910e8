import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAccessControl } from './http/access-control';
import { installErrorHandler } from './http/error-handler';
import { installWebApp } from './http/static';
import { createMailer, type Mailer } from './mail/mailer';
import { createEventBus, type EventBus } from './events/bus';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { tenantRoutes } from './tenants/routes';
import { peopleRoutes } from './people/routes';
import { profileRoutes } from './people/profile-routes';
import { manageRoutes } from './people/manage-routes';
import { orgRoutes } from './people/org-routes';
import { IMAGE_MAX_BYTES } from '../domain/people/profile-rules';
import { periodRoutes } from './periods/routes';
import { goalRoutes } from './goals/routes';
import { themeRoutes } from './dashboard/theme-routes';
import { createPeriodCache, type PeriodCache } from './periods/service';
import { strategyRoutes } from './strategy/routes';
import { dashboardRoutes } from './dashboard/routes';
import { createLiveChannel } from './live/live-channel';
import { subscribeNotifications } from './notifications/subscriber';
import { startDigestJob } from './notifications/digest';
import { notificationRoutes } from './notifications/routes';
import { predictionRoutes } from './predictions/routes';

export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
  now: () => Date;
  /** Current periods already read from this database (see findCurrentPeriod). */
  periodCache: PeriodCache;
};

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  events?: EventBus;
  now?: () => Date;
  webDir?: string;
  logger?: boolean;
};

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Builds the whole HTTP app; main.ts and the tests both call this. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // A subscriber's failure (a notification that could not be stored) is logged, never thrown at the publisher.
  const onEventError = (error: unknown) => app.log.error({ err: error }, 'event handler failed');
  const deps: Deps = {
    config,
    database,
    mailer: options.mailer ?? createMailer(config),
    events: options.events ?? createEventBus((error) => onEventError(error)),
    now: options.now ?? (() => new Date()),
    periodCache: createPeriodCache(),
  };
  const app: FastifyInstance = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    // One line per request drowns the start-up text; failures are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec spells paths in mixed case (/goal/companygoals, /Goal/{id}); match them either way. Path
    // parameters up to 200 characters reach validation, which names them (a search text, say), instead of 404.
    routerOptions: { caseSensitive: false, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAccessControl(app, database.db, deps.now);
  await app.register(rateLimit, { global: false });
  // Uploads (avatars, logos): one file per request; each route reads it and checks its content.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Trellis API', version: '1.1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  await app.register(healthRoutes(deps), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api' });
  await app.register(tenantRoutes(deps), { prefix: '/api' });
  await app.register(peopleRoutes(deps), { prefix: '/api' });
  await app.register(profileRoutes(deps), { prefix: '/api' });
  await app.register(manageRoutes(deps), { prefix: '/api' });
  await app.register(orgRoutes(deps), { prefix: '/api' });
  await app.register(periodRoutes(deps), { prefix: '/api' });
  await app.register(goalRoutes(deps), { prefix: '/api' });
  await app.register(themeRoutes(deps), { prefix: '/api' });
  await app.register(dashboardRoutes(deps), { prefix: '/api' });
  await app.register(strategyRoutes(deps), { prefix: '/api' });

  // The live channel shares the HTTP server; notifications reach their recipients' sockets through it.
  const warn = (message: string) => app.log.warn(message);
  const live = createLiveChannel(app.server, { db: database.db, events: deps.events, now: deps.now, databaseUrl: config.databaseUrl, warn });
  const notifications = subscribeNotifications(database.db, deps.events, (c) =>
    live.sendNotification(c.tenantId, c.userId, { Notification: c.notification, UnreadCount: c.unreadCount }),
  );
  const digests = startDigestJob({ db: database.db, mailer: deps.mailer, config }, {
    intervalMs: config.notificationMailIntervalMs,
    now: deps.now,
    warn,
  });
  app.decorate('live', live);
  await app.register(notificationRoutes(deps, live), { prefix: '/api' });
  await app.register(predictionRoutes(deps), { prefix: '/api' });
  // Sockets first: an open WebSocket would keep the HTTP server from closing.
  app.addHook('preClose', () => live.close());
  app.addHook('onClose', async () => {
    notifications.stop();
    await notifications.idle();
    await digests.stop();
  });
  await installWebApp(app, options.webDir ?? defaultWebDir);
  return app;
}
