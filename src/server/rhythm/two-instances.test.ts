import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, queryRows, type Database } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createMailer } from '../mail/mailer';
import { createEventBus } from '../events/bus';
import { createJobQueue } from '../jobs/queue';
import { createTenant } from '../people/create-tenant';
import { addUser } from '../people/add-user';
import { buildGoal } from '../goals/goal-factory';
import { findCurrentPeriod } from '../periods/service';
import { serverUrlFor } from '../testing/test-db-config';
import { citusWorkers, createOnCluster, dropOnCluster } from '../testing/citus-cluster';
import { runRhythmTick } from './tick';

// Two app instances on one PostgreSQL database, both ticking at once over the due moment: every message of the
// weekly follow-up exists once (the ledger's unique key decides who sends). Each instance ticks through its own job
// queue every second, and the test races more ticks of both on top. Embedded PGlite is one process with one
// connection, so this file waits for the PostgreSQL run of the suite (as live/two-instances.test.ts does).
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Sup3r$ecret!';

type Instance = { app: FastifyInstance; database: Database; tick: () => ReturnType<typeof runRhythmTick> };

describe.skipIf(!serverUrl)('the weekly follow-up on two instances of one PostgreSQL database', () => {
  let admin: pg.Client;
  let name: string;
  let databaseUrl: string;
  // The quarter's first day, before its first Friday: nothing is due while the test sets up.
  const clock = { now: new Date('2026-10-01T12:00:00Z') };
  const instances: Instance[] = [];
  const warnings: string[] = [];
  const workers = citusWorkers();
  let tenantId: number;
  const id: Record<string, number> = {};

  async function startInstance(): Promise<Instance> {
    // No DATABASE_URL in the config: the live channel stays in process (this test is not about it).
    const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', RHYTHM_TICK_INTERVAL: '1' });
    const database = await openDatabase({ databaseUrl });
    const mailer = createMailer(config, () => undefined);
    const events = createEventBus((error) => console.error(error));
    const app = await buildApp({ config, database, mailer, events, now: () => clock.now, logger: false });
    await app.ready();
    const deps = { config, database, now: () => clock.now, jobs: createJobQueue(database, () => undefined) };
    return { app, database, tick: () => runRhythmTick(deps, { warn: (m) => warnings.push(m) }) };
  }

  beforeAll(async () => {
    name = `trellis_test_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    if (workers) await createOnCluster(serverUrl!, workers, name, inject('templateDatabase'));
    else await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    databaseUrl = serverUrlFor(serverUrl!, name);
    const setup = await openDatabase({ databaseUrl });
    const tenant = await createTenant(
      setup.db,
      { subdomain: 'acme', name: 'Acme', ceoName: 'ada', ceoEmail: 'ada@acme.test', password: PASSWORD, effectiveDate: '2026-10-01' },
      clock.now,
    );
    tenantId = tenant.TenantId;
    await withTenant(setup.db, tenantId, async (tx) => {
      const add = async (who: string, role: 'manager' | 'contributor', manager?: string) => {
        id[who] = (
          await addUser(
            tx,
            tenantId,
            { name: who, email: `${who}@acme.test`, password: PASSWORD, role, managerEmail: manager && `${manager}@acme.test` },
            clock.now,
          )
        ).UserId;
      };
      await add('vic', 'manager');
      await add('mia', 'manager', 'vic');
      for (const who of ['cal', 'dee', 'eve']) await add(who, 'contributor', 'mia');
      const period = await findCurrentPeriod(
        tx,
        { id: tenantId, effectiveDate: '2026-10-01', timeZone: 'Central Time (US & Canada)' },
        clock.now,
      );
      for (const who of ['mia', 'cal', 'dee', 'eve']) {
        await buildGoal(tx, {
          tenantId,
          ownerId: id[who]!,
          periodId: period!.Id,
          title: `${who}'s goal`,
          state: 'approved',
          at: clock.now,
        });
      }
    });
    await setup.close();
    instances.push(await startInstance(), await startInstance());
  }, 120_000);

  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.database.close();
    }
    if (workers && name) await dropOnCluster(serverUrl!, workers, name);
    else await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  const sends = () =>
    queryRows<{ kind: string; n: number }>(
      instances[0]!.database.db,
      sql`SELECT kind, count(*)::int AS n FROM rhythm_sends WHERE tenant_id = ${tenantId} GROUP BY kind ORDER BY kind`,
    );
  const notices = () =>
    queryRows<{ user_id: number; event_type: string; n: number }>(
      instances[0]!.database.db,
      sql`SELECT user_id, event_type, count(*)::int AS n FROM notifications WHERE tenant_id = ${tenantId} GROUP BY 1, 2 ORDER BY 2, 1`,
    );

  /** Both instances' queued ticks run for a few seconds while the test races eight more of each on top. */
  async function raceOver(moment: string) {
    clock.now = new Date(moment);
    const raced = await Promise.all(instances.flatMap((i) => Array.from({ length: 8 }, () => i.tick())));
    await new Promise((r) => setTimeout(r, 3_000));
    return raced;
  }

  it('sends each message of two weeks once, whichever instance and tick wins', async () => {
    // Friday 9 October 09:05 in Chicago: nobody has updated; four reminders, Mia's and Vic's summaries.
    const first = await raceOver('2026-10-09T14:05:00Z');
    expect(first.reduce((n, r) => n + r.companies, 0)).toBeLessThanOrEqual(1);
    // Friday 16 October: a second missed week; Mia hears of her three reports, Vic of Mia.
    await raceOver('2026-10-16T14:05:00Z');
    expect(await sends()).toEqual([
      { kind: 'chat_summary', n: 2 },
      { kind: 'escalation', n: 4 },
      { kind: 'missed', n: 8 },
      { kind: 'reminder', n: 8 },
      { kind: 'summary', n: 4 },
      { kind: 'week', n: 2 },
    ]);
    const each = (who: string, eventType: string, n: number) => ({ user_id: String(id[who]), event_type: eventType, n });
    expect((await notices()).map((r) => ({ ...r, user_id: String(r.user_id) }))).toEqual(
      [
        each('mia', 'rhythm_escalation', 3),
        each('vic', 'rhythm_escalation', 1),
        ...['mia', 'cal', 'dee', 'eve'].map((who) => each(who, 'rhythm_reminder', 2)).sort((a, b) => Number(a.user_id) - Number(b.user_id)),
        each('vic', 'rhythm_summary', 2),
        each('mia', 'rhythm_summary', 2),
      ].sort((a, b) => a.event_type.localeCompare(b.event_type) || Number(a.user_id) - Number(b.user_id)),
    );
    expect(warnings).toEqual([]);
  }, 60_000);

  it("runs through the instances' job queues alone: the third week arrives with no tick of the test's", async () => {
    clock.now = new Date('2026-10-23T14:05:00Z');
    const weeks = async () => (await sends()).find((r) => r.kind === 'week')?.n;
    for (const started = Date.now(); (await weeks()) !== 3 && Date.now() - started < 20_000;) await new Promise((r) => setTimeout(r, 200));
    // A few more seconds of both instances ticking every second change nothing.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await sends()).toEqual([
      { kind: 'chat_summary', n: 3 },
      // The third week tells the managers' managers: Vic of Cal, Dee and Eve, Ada of Mia (the managers heard last week).
      { kind: 'escalation', n: 4 },
      { kind: 'escalation_skip', n: 4 },
      { kind: 'missed', n: 12 },
      { kind: 'reminder', n: 12 },
      { kind: 'summary', n: 6 },
      { kind: 'week', n: 3 },
    ]);
    const rhythm = (await notices()).filter((r) => r.event_type.startsWith('rhythm_'));
    expect(rhythm.reduce((n, r) => n + r.n, 0)).toBe(12 + 6 + 4 + 4);
  }, 60_000);
});
