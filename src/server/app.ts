import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
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
import { periodRoutes } from './periods/routes';
import { goalRoutes } from './goals/routes';
import { themeRoutes } from './dashboard/theme-routes';

export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
  now: () => Date;
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
  const deps: Deps = {
    config,
    database,
    mailer: options.mailer ?? createMailer(config),
    events: options.events ?? createEventBus(),
    now: options.now ?? (() => new Date()),
  };
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    // One line per request drowns the start-up text; failures are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec spells paths in mixed case (/goal/companygoals, /Goal/{id}); match them either way.
    routerOptions: { caseSensitive: false },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAccessControl(app, database.db, deps.now);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Trellis API', version: '1.1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  await app.register(healthRoutes(deps), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api' });
  await app.register(tenantRoutes(deps), { prefix: '/api' });
  await app.register(peopleRoutes(deps), { prefix: '/api' });
  await app.register(periodRoutes(deps), { prefix: '/api' });
  await app.register(goalRoutes(deps), { prefix: '/api' });
  await app.register(themeRoutes(deps), { prefix: '/api' });
  await installWebApp(app, options.webDir ?? defaultWebDir);
  return app;
}
