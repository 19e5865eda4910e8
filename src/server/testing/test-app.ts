import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Deps } from '../deps';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createMailer } from '../mail/mailer';
import { createEventBus } from '../events/bus';
import { createJobQueue } from '../jobs/queue';
import { createTenant } from '../people/create-tenant';
import { addUser } from '../people/add-user';
import { createPeriodCache } from '../periods/service';
import type { AddUserInput } from '../../contract/admin';
import { createTestDatabase } from './test-db';

export const PASSWORD = 'Sup3r$ecret!';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  deps: Deps;
  config: Config;
  clock: { now: Date };
  close: () => Promise<void>;
};

/** The real app on a fresh database, with a clock the test can move. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', REPORT_RATE_LIMIT: '1000', ...env });
  const database = await createTestDatabase();
  const clock = { now: new Date() };
  const mailer = createMailer(config, () => undefined);
  const events = createEventBus((error) => console.error(error));
  const app = await buildApp({ config, database, mailer, events, now: () => clock.now, logger: false });
  await app.ready();
  const deps: Deps = {
    config,
    database,
    mailer,
    events,
    now: () => clock.now,
    periodCache: createPeriodCache(),
    jobs: createJobQueue(database, () => undefined),
  };
  return {
    app,
    database,
    deps,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A company with a CEO who signs in with PASSWORD. */
export async function givenTenant(t: TestApp, subdomain: string, extra: { effectiveDate?: string } = {}) {
  const ceoEmail = `ceo@${subdomain}.test`;
  const ids = await createTenant(
    t.database.db,
    { subdomain, name: `${subdomain} Inc`, ceoName: `${subdomain} CEO`, ceoEmail, password: PASSWORD, ...extra },
    t.clock.now,
  );
  return { ...ids, ceoEmail, subdomain };
}

export async function givenUser(t: TestApp, tenantId: number, input: AddUserInput, invitedById?: number) {
  return withTenant(t.database.db, tenantId, (tx) => addUser(tx, tenantId, input, t.clock.now, invitedById));
}

export async function signIn(t: TestApp, email: string, domain: string, password = PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName: email, password, domain } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { Token: string }).Token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
