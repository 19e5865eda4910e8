import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { createTenant } from '../../../src/server/people/create-tenant';
import { addUser } from '../../../src/server/people/add-user';
import { buildGoal } from '../../../src/server/goals/goal-factory';
import { sql } from 'drizzle-orm';

export const PASSWORD = 'Sup3r$ecret!';
export const SUBDOMAIN = 'faults';

export type Writer = { email: string; goalId: number };
/** One write: when it was answered (ms since the run began), its status (0: no answer), its comment text. */
export type Write = { at: number; status: number; body: string };

/** A company with one contributor per writer, each owning an approved goal in the current quarter. */
export async function seedWriters(db: Db, count: number): Promise<{ tenantId: number; writers: Writer[] }> {
  const now = new Date();
  const tenant = await createTenant(
    db,
    { subdomain: SUBDOMAIN, name: 'Faults Inc', ceoName: 'Fay', ceoEmail: `ceo@${SUBDOMAIN}.test`, password: PASSWORD },
    now,
  );
  const today = now.toISOString().slice(0, 10);
  const writers: Writer[] = [];
  await withTenant(db, tenant.TenantId, async (tx) => {
    const [period] = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where tenant_id = ${tenant.TenantId} and start_date <= ${today} and end_date >= ${today}`,
    );
    for (let i = 0; i < count; i++) {
      const email = `writer${i}@${SUBDOMAIN}.test`;
      const user = await addUser(
        tx,
        tenant.TenantId,
        { name: `Writer ${i}`, email, password: PASSWORD, role: 'contributor', managerEmail: `ceo@${SUBDOMAIN}.test` },
        now,
      );
      const goal = await buildGoal(tx, { tenantId: tenant.TenantId, ownerId: user.UserId, periodId: period!.id, title: `Goal ${i}` });
      writers.push({ email, goalId: goal.id });
    }
  });
  return { tenantId: tenant.TenantId, writers };
}

const post = (url: string, path: string, body: unknown, token?: string) =>
  fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });

/** Signs in and makes this week's status of the writer's goal (what the comments are on); retried until it works. */
async function prepare(url: string, w: Writer): Promise<{ token: string; statusId: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const login = await post(url, '/Auth/Login', { userName: w.email, password: PASSWORD, domain: SUBDOMAIN });
      const token = ((await login.json()) as { Token: string }).Token;
      const res = await post(url, '/Goal/updatestatus', { Id: w.goalId, Likelihood: 4, Quality: 4 }, token);
      if (res.ok) return { token, statusId: ((await res.json()) as { Id: number }).Id };
      throw new Error(`weekly update: ${res.status} ${await res.text()}`);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Each writer comments on its weekly status as fast as answers come until `stopAt` (ms since `t0`): a weekly
 * update's comment, each with its own text, so the database can be asked afterwards which are there.
 */
export async function runWriters(opts: {
  url: () => string;
  writers: Writer[];
  tag: string;
  t0: number;
  stopAt: number;
}): Promise<Write[]> {
  const writes: Write[] = [];
  const prepared = await Promise.all(opts.writers.map((w) => prepare(opts.url(), w)));
  await Promise.all(
    prepared.map(async ({ token, statusId }, c) => {
      for (let n = 0; performance.now() - opts.t0 < opts.stopAt; n++) {
        const body = `${opts.tag} c${c} n${n}`;
        let status = 0;
        try {
          const res = await post(opts.url(), '/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: body }, token);
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        writes.push({ at: performance.now() - opts.t0, status, body });
        // A refused or failed write waits a little, as a client honouring Retry-After would (shorter: we measure).
        if (status < 200 || status >= 300) await new Promise((r) => setTimeout(r, 100));
      }
    }),
  );
  return writes;
}

/** How many of the given comment texts the database holds. */
export async function countFound(db: Db, tenantId: number, bodies: string[]): Promise<number> {
  if (bodies.length === 0) return 0;
  return withTenant(db, tenantId, async (tx) => {
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`select count(distinct body)::int as n from comments where tenant_id = ${tenantId} and body in ${bodies}`,
    );
    return rows[0]!.n;
  });
}

/** Statuses of the writes that were not 2xx, counted: '503: 12, no answer: 3'. */
export function failuresByStatus(writes: Write[]): string {
  const counts = new Map<string, number>();
  for (const w of writes) {
    if (w.status >= 200 && w.status < 300) continue;
    const key = w.status === 0 ? 'no answer' : String(w.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
}
