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
import { configurePdfRenderers } from './http/pdf';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installWebApp } from './http/static';
import { installSecurityHeaders, originOf, securityMiddleware, swaggerUiCsp } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { companyLimitOf, downloadThrottle } from './http/download-throttle';
import { createMailer, type Mailer } from './mail/mailer';
import { createEventBus, type EventBus } from './events/bus';
import { createJobQueue } from './jobs/queue';
import { IMAGE_MAX_BYTES } from '../domain/people/profile-rules';
import type { Deps } from './deps';
import { peopleRoutes, profileRoutes, manageRoutes, orgRoutes } from './people';
import { periodRoutes, createPeriodCache } from './periods';
import { resolveTenant, tenantRoutes } from './tenants';
import { authRoutes, findActor, openSession } from './auth';
import { createLiveChannel } from './live';
import { subscribeNotifications, startDigestJob, notificationRoutes } from './notifications';
import { goalRoutes } from './goals';
import { themeRoutes, dashboardRoutes } from './dashboard';
import { strategyRoutes } from './strategy';
import { startFeedbackJob, talentRoutes } from './talent';
import { noteRoutes } from './notes';
import { userManualRoutes } from './user-manual';
import { actionItemRoutes } from './action-items';
import { keyResultCopyPart, keyResultEditPart, keyResultRoutes, progressRollupRoutes } from './key-results';
import { aiRoutes, createAiModels, defineAiJobs } from './ai';
import { predictionRoutes } from './predictions';
import { healthRoutes } from './health';
import { instanceRoutes } from './instance';
import { reportRoutes } from './reports';
import { auditRoutes } from './audit';
import { scimRoutes, scimTokenRoutes } from './scim';
import { ssoPasswordRule, ssoRoutes } from './sso';
import { chatRoutes, defineChatJobs, subscribeChat } from './chat';
import { calendarFeedRoute, calendarRoutes } from './calendar';
import { rhythmRoutes, startRhythmJob } from './rhythm';

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  events?: EventBus;
  now?: () => Date;
  webDir?: string;
  logger?: boolean;
  /** Start the job queue when the app is ready (main.ts: jobs a stop left behind run again); otherwise on first use. */
  startJobs?: boolean;
};

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Builds the whole HTTP app; main.ts and the tests both call this. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { trustProxy } = config;
  configurePdfRenderers({ renderers: config.pdfRenderers });
  // A subscriber's failure (a notification that could not be stored) is logged, never thrown at the publisher.
  const onEventError = (error: unknown) => app.log.error({ err: error }, 'event handler failed');
  const deps: Deps = {
    config,
    database,
    mailer: options.mailer ?? createMailer(config),
    events: options.events ?? createEventBus((error) => onEventError(error)),
    now: options.now ?? (() => new Date()),
    periodCache: createPeriodCache(),
    jobs: createJobQueue(database, (message) => app.log.warn(message)),
  };
  const app: FastifyInstance = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Fastify takes a hop count too, but its types do not: the same rule as a function (trust the nearest n hops).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // One line per request drowns the start-up text; failures are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec spells paths in mixed case (/goal/companygoals, /Goal/{id}); match them either way. Path
    // parameters up to 200 characters reach validation, which names them (a search text, say), instead of 404; the
    // spec writes some paths with a closing slash (myusermanual/manualadd/).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const securityHeaders = {
    https: config.publicUrl.startsWith('https:'),
    extraSources: { connect: originOf(config.sentry?.dsn), frame: originOf(config.strategyGuideVideoUrl) },
  };
  await installSecurityHeaders(app, securityHeaders);
  const actorOf = (token: string | null) => findActor(database.db, token, deps.now());
  installAccessControl(app, (token) => openSession(database.db, token, deps.now()));
  installTextGuard(app);
  // Every document made for a download counts against its person's and company's budget (REPORT_RATE_LIMIT a minute).
  const perPerson = config.reportRateLimit;
  app.addHook('preHandler', downloadThrottle({ perPerson, perCompany: companyLimitOf(perPerson) }));
  await app.register(rateLimit, { global: false });
  // Uploads (avatars, logos): one file per request; each route reads it and checks its content.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Trellis API', version: '1.1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', validatorUrl: null },
    transformStaticCSP: swaggerUiCsp,
  });

  await app.register(healthRoutes(deps), { prefix: '/api' });
  await app.register(instanceRoutes(deps, actorOf), { prefix: '/api' });
  await app.register(authRoutes(deps, ssoPasswordRule), { prefix: '/api' });
  await app.register(ssoRoutes(deps), { prefix: '/api' });
  await app.register(tenantRoutes(deps), { prefix: '/api' });
  await app.register(peopleRoutes(deps), { prefix: '/api' });
  await app.register(profileRoutes(deps), { prefix: '/api' });
  await app.register(manageRoutes(deps), { prefix: '/api' });
  await app.register(orgRoutes(deps), { prefix: '/api' });
  await app.register(periodRoutes(deps), { prefix: '/api' });
  // Goals applies the key results proposed with an edit when it approves the edit (decision 070).
  await app.register(goalRoutes(deps, [keyResultEditPart], [keyResultCopyPart]), { prefix: '/api' });
  await app.register(themeRoutes(deps), { prefix: '/api' });
  await app.register(dashboardRoutes(deps), { prefix: '/api' });
  await app.register(strategyRoutes(deps), { prefix: '/api' });
  await app.register(talentRoutes(deps), { prefix: '/api' });
  await app.register(noteRoutes(deps), { prefix: '/api' });
  await app.register(userManualRoutes(deps), { prefix: '/api' });
  await app.register(actionItemRoutes(deps), { prefix: '/api' });
  await app.register(keyResultRoutes(deps), { prefix: '/api' });
  await app.register(progressRollupRoutes(deps), { prefix: '/api' });
  // The AI area's models serve its routes and its summary job alike.
  const ai = createAiModels(deps, app.log);
  await app.register(aiRoutes(deps, ai), { prefix: '/api' });
  await app.register(reportRoutes(deps), { prefix: '/api' });
  await app.register(auditRoutes(deps), { prefix: '/api' });
  // SCIM 2.0 provisioning (issue 32): the company's tokens under /api, the provider's calls under /scim/v2.
  await app.register(scimTokenRoutes(deps), { prefix: '/api' });
  await app.register(scimRoutes(deps), { prefix: '/scim/v2' });
  // The company's Slack and Teams webhooks (issue 33).
  await app.register(chatRoutes(deps), { prefix: '/api' });
  // A person's calendar feed (issue 33): made in the profile under /api, read by calendar apps at /calendar/<token>.ics.
  await app.register(calendarRoutes(deps), { prefix: '/api' });
  await app.register(calendarFeedRoute(deps));
  // The weekly follow-up (issue 33): its settings here, its tick beside the digest job below.
  await app.register(rhythmRoutes(deps), { prefix: '/api' });

  // The live channel shares the HTTP server; notifications reach their recipients' sockets through it.
  const warn = (message: string) => app.log.warn(message);
  const live = createLiveChannel(app.server, {
    db: database.db,
    events: deps.events,
    now: deps.now,
    databaseUrl: config.databaseUrl,
    warn,
    httpMiddleware: securityMiddleware(securityHeaders),
  });
  const notifications = subscribeNotifications(database.db, deps.events, (c) =>
    live.sendNotification(c.tenantId, c.userId, { Notification: c.notification, UnreadCount: c.unreadCount }),
  );
  const digests = startDigestJob(
    { db: database.db, mailer: deps.mailer, config },
    {
      intervalMs: config.notificationMailIntervalMs,
      now: deps.now,
      warn,
    },
  );
  const mailDelivery = deps.mailer.startDelivery(database.db, warn);
  // Reminders, managers' summaries and escalations: each instance asks the job queue for a tick (decision 074).
  const rhythm = startRhythmJob(deps, {
    intervalMs: config.rhythmTickIntervalMs,
    warn,
    notify: (c) => live.sendNotification(c.tenantId, c.userId, { Notification: c.notification, UnreadCount: c.unreadCount }),
  });
  // Upward feedback asked and reminders of feedback not given (issue 34): through the job queue, as the follow-up's.
  const feedback = startFeedbackJob(deps, { intervalMs: config.rhythmTickIntervalMs, warn });
  defineAiJobs(deps, ai, warn);
  // Approvals waiting and goals newly at risk posted to the company's chats, through the job queue.
  defineChatJobs(deps, warn);
  const chat = subscribeChat(deps);
  app.decorate('live', live);
  await app.register(notificationRoutes(deps, live), { prefix: '/api' });
  await app.register(predictionRoutes(deps), { prefix: '/api' });
  // Sockets first: an open WebSocket would keep the HTTP server from closing.
  app.addHook('preClose', () => live.close());
  app.addHook('onClose', async () => {
    notifications.stop();
    chat.stop();
    await notifications.idle();
    await chat.idle();
    await digests.stop();
    await rhythm.stop();
    await feedback.stop();
    await mailDelivery.stop();
    await deps.jobs.stop();
  });
  if (options.startJobs) app.addHook('onReady', () => deps.jobs.start());
  const tenantOfHost = (host: string | undefined) =>
    resolveTenant(database.db, { domain: undefined, host, defaultTenant: config.defaultTenant });
  const { unknownTenantUrl } = config;
  await installWebApp(app, options.webDir ?? defaultWebDir, {
    // The splash index.html shows before the app loads is in the colour of the tenant the address names.
    tenantColour: async (host) => (await tenantOfHost(host))?.primaryColor,
    // Spec 001 §8: an unknown tenant subdomain redirects, when an address is set for it.
    ...(unknownTenantUrl ? { unknownHostRedirect: async (host) => ((await tenantOfHost(host)) ? null : unknownTenantUrl) } : {}),
  });
  return app;
}
