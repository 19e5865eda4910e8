import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createTenant } from '../people/create-tenant';
import { addUser } from '../people/add-user';
import { buildGoal } from '../goals/goal-factory';
import { serverUrlFor } from '../testing/test-db-config';
import { citusWorkers, createOnCluster, dropOnCluster } from '../testing/citus-cluster';
import { connectLive, nextEvent, type LiveClient } from './live-client';

// Two app processes on one PostgreSQL database share live events through @socket.io/postgres-adapter.
// Without DATABASE_URL there is no server to share (embedded PGlite is one process), so this one file waits
// for the PostgreSQL run of the suite (CI runs it).
const serverUrl = process.env.DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PASSWORD = 'Sup3r$ecret!';

type Instance = { url: string; child: ChildProcess; output: () => string };

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRELLIS_DEMO: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`instance exited before it was healthy:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance not healthy within 60 s:\n${output}`);
}

const stopInstance = (i: Instance) =>
  new Promise<void>((resolve) => {
    if (i.child.exitCode !== null) return resolve();
    i.child.once('exit', () => resolve());
    i.child.kill('SIGTERM');
  });

async function signIn(instance: Instance, who: string): Promise<string> {
  const res = await fetch(`${instance.url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: `${who}@acme.test`, password: PASSWORD, domain: 'acme' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { Token: string }).Token;
}

describe.skipIf(!serverUrl)('two app instances on one PostgreSQL database', () => {
  let admin: pg.Client;
  let name: string;
  let database: Database;
  let a: Instance;
  let b: Instance;
  let ids: { tenantId: number; ceoId: number; mia: number; cal: number; periodId: number };
  const sockets: LiveClient[] = [];
  const workers = citusWorkers();

  beforeAll(async () => {
    name = `trellis_test_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // On a Citus cluster (TEST_CITUS_WORKERS) the copy is made on every node, as createTestDatabase() makes its own.
    if (workers) await createOnCluster(serverUrl!, workers, name, inject('templateDatabase'));
    else await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    const databaseUrl = serverUrlFor(serverUrl!, name);
    database = await openDatabase({ databaseUrl });
    const now = new Date();
    const tenant = await createTenant(
      database.db,
      { subdomain: 'acme', name: 'Acme', ceoName: 'Ada', ceoEmail: 'ada@acme.test', password: PASSWORD },
      now,
    );
    const add = (name: string, role: 'manager' | 'contributor', managerEmail?: string) =>
      withTenant(database.db, tenant.TenantId, (tx) =>
        addUser(tx, tenant.TenantId, { name, email: `${name}@acme.test`, password: PASSWORD, role, managerEmail }, now),
      );
    const mia = (await add('mia', 'manager')).UserId;
    const cal = (await add('cal', 'contributor', 'mia@acme.test')).UserId;
    [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
    const periods = await fetch(`${a.url}/api/Goal/periods`, { headers: { authorization: `Bearer ${await signIn(a, 'cal')}` } });
    ids = {
      tenantId: tenant.TenantId,
      ceoId: tenant.CeoId,
      mia,
      cal,
      periodId: ((await periods.json()) as { Current: { Id: number } }).Current.Id,
    };
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await database?.close();
    if (workers && name) await dropOnCluster(serverUrl!, workers, name);
    else await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('delivers an event raised on one instance to a socket connected to the other', async () => {
    const calToken = await signIn(a, 'cal');
    const mia = await connectLive(b.url, await signIn(b, 'mia'));
    sockets.push(mia);

    // The adapter LISTENs once its connection is up; a request for approval a moment after start may come
    // before that, so ask again (a new goal each time) until one arrives — within 15 seconds.
    let delivered: { goalId: number; subject: string; tenantUpdate: boolean } | null = null;
    for (let attempt = 0; attempt < 15 && !delivered; attempt++) {
      const goal = await withTenant(database.db, ids.tenantId, (tx) =>
        buildGoal(tx, {
          tenantId: ids.tenantId,
          ownerId: ids.cal,
          periodId: ids.periodId,
          state: 'draft',
          title: `Partner portal ${attempt}`,
        }),
      );
      const notification = nextEvent(mia, 'NotificationUpdate', (u) => u.Notification.GoalId === goal.id, 1_000);
      const tenantUpdate = nextEvent(mia, 'TenantUpdate', (u) => u.GoalId === goal.id, 1_000);
      const res = await fetch(`${a.url}/api/Goal/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${calToken}` },
        body: JSON.stringify({ Id: goal.id, Status: 'review' }),
      });
      expect(res.status).toBe(200);
      const [n, u] = await Promise.allSettled([notification, tenantUpdate]);
      if (n.status === 'fulfilled')
        delivered = { goalId: goal.id, subject: n.value.Notification.Subject, tenantUpdate: u.status === 'fulfilled' };
    }
    expect(delivered, `instance A:\n${a.output()}\ninstance B:\n${b.output()}`).toMatchObject({
      subject: 'cal asked you to approve a goal',
      tenantUpdate: true,
    });
  }, 60_000);

  /** Broadcast messages (socket.io-adapter's type 3) that PostgreSQL carries on the adapter's channel during `act`. */
  async function broadcastsDuring(act: () => Promise<void>): Promise<number> {
    const listener = new pg.Client({ connectionString: serverUrlFor(serverUrl!, name) });
    await listener.connect();
    let count = 0;
    listener.on('notification', (n) => {
      if ((JSON.parse(n.payload ?? '{}') as { type?: number }).type === 3) count++;
    });
    await listener.query('LISTEN "socket.io#/"');
    await act();
    // A NOTIFY reaches listeners when its transaction commits, well within this.
    await new Promise((r) => setTimeout(r, 500));
    await listener.end();
    return count;
  }

  const askApproval = async (instance: Instance, title: string) => {
    const goal = await withTenant(database.db, ids.tenantId, (tx) =>
      buildGoal(tx, { tenantId: ids.tenantId, ownerId: ids.cal, periodId: ids.periodId, state: 'draft', title }),
    );
    const res = await fetch(`${instance.url}/api/Goal/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(instance, 'cal')}` },
      body: JSON.stringify({ Id: goal.id, Status: 'review' }),
    });
    expect(res.status).toBe(200);
  };

  it('sends broadcasts through PostgreSQL only while another instance is there', async () => {
    // With B up, A's goal event reaches B's sockets through the database: at least its TenantUpdate.
    expect(await broadcastsDuring(() => askApproval(a, 'Shared roadmap'))).toBeGreaterThan(0);
    // B's adapter says goodbye as it stops; A, alone, keeps its broadcasts to its own sockets.
    await stopInstance(b);
    await new Promise((r) => setTimeout(r, 500));
    expect(await broadcastsDuring(() => askApproval(a, 'Solo roadmap'))).toBe(0);
  }, 60_000);
});
