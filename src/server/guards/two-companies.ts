import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { findActor } from '../auth';
import type { Actor } from '../http/access';
import { createDemoTenant } from '../demo/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts';
import { bearer, signIn, type TestApp } from '../testing/test-app';
import type { IdKind } from './id-fields';

/** Appended to the other company's names, titles and texts: an answer that shows it has leaked. */
export const MARKER = 'Vxq7';

export type Role = keyof typeof DEMO_ACCOUNTS;
export const ROLES = Object.keys(DEMO_ACCOUNTS) as Role[];

export type TwoCompanies = {
  /** The demo company as the caller: a session for each of its roles. */
  caller: {
    tenantId: number;
    tokens: Record<Role, string>;
    actors: Record<Role, Actor>;
    ids: Record<IdKind, number>;
    /** The CEO's SCIM token (issue 32). */
    scimToken: string;
  };
  /** Another demo company, its texts marked, one row id of each kind. */
  other: { tenantId: number; ids: Record<IdKind, number> };
  /** A fresh session for a role (after a call that ended the old one). */
  signInAgain: (role: Role) => Promise<void>;
  /** A digest of every row the other company holds, table by table. */
  otherRows: () => Promise<Record<string, string>>;
};

/** Two full demo companies in one database: one calls, the other must stay out of reach. */
export async function givenTwoCompanies(t: TestApp): Promise<TwoCompanies> {
  const now = t.clock.now;
  const caller = await createDemoTenant(t.database.db, { config: t.config, now }, { subdomain: 'caller', name: 'Caller Ltd' });
  const other = await createDemoTenant(t.database.db, { config: t.config, now }, { subdomain: 'other', name: 'Other Ltd' });
  await markTexts(t, other.TenantId);
  const tokens = {} as Record<Role, string>;
  const actors = {} as Record<Role, Actor>;
  const signInAgain = async (role: Role) => {
    tokens[role] = await signIn(t, DEMO_ACCOUNTS[role], 'caller', DEMO_PASSWORD);
    const actor = await findActor(t.database.db, tokens[role], t.clock.now);
    if (!actor) throw new Error(`no actor for ${role}`);
    actors[role] = actor;
  };
  for (const role of ROLES) await signInAgain(role);
  // The demo holds no SCIM token: each company's CEO makes one, as in the company drawer (issue 32).
  const scimToken = await givenScimToken(t, tokens.ceo, 'Okta');
  await givenScimToken(t, await signIn(t, DEMO_ACCOUNTS.ceo, 'other', DEMO_PASSWORD), `Okta ${MARKER}`);
  return {
    caller: { tenantId: caller.TenantId, tokens, actors, ids: await oneIdOfEachKind(t, caller.TenantId), scimToken },
    other: { tenantId: other.TenantId, ids: await oneIdOfEachKind(t, other.TenantId) },
    signInAgain,
    otherRows: () => rowDigests(t, other.TenantId),
  };
}

async function givenScimToken(t: TestApp, session: string, Name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/tenant/scim/tokens', headers: bearer(session), payload: { Name } });
  if (res.statusCode !== 200) throw new Error(`no SCIM token: ${res.statusCode} ${res.body}`);
  return (res.json() as { Token: string }).Token;
}

async function markTexts(t: TestApp, tenantId: number) {
  const m = ` ${MARKER}`;
  await withTenant(t.database.db, tenantId, async (tx) => {
    await tx.execute(sql`UPDATE users SET name = name || ${m}, job_title = job_title || ${m}`);
    await tx.execute(sql`UPDATE goals SET title = title || ${m}, measurement = measurement || ${m}`);
    await tx.execute(sql`UPDATE goal_edits SET title = title || ${m}`);
    await tx.execute(sql`UPDATE goal_results SET text = text || ${m}`);
    await tx.execute(sql`UPDATE comments SET body = body || ${m}`);
    await tx.execute(sql`UPDATE notifications SET subject = subject || ${m}, body = body || ${m}`);
    await tx.execute(sql`UPDATE company_themes SET title = title || ${m}`);
    await tx.execute(sql`UPDATE strategy_sections SET draft = draft || ${m}, published = published || ${m}`);
    await tx.execute(sql`UPDATE appraisals SET review = review || ${m}, employee_comment = employee_comment || ${m}`);
    await tx.execute(sql`UPDATE notes SET title = title || ${m}, body = body || ${m}, body_text = body_text || ${m}`);
    await tx.execute(sql`UPDATE action_items SET title = title || ${m}`);
    await tx.execute(sql`UPDATE key_results SET title = title || ${m}`);
    await tx.execute(
      // jsonb_object, not to_jsonb: Citus refuses a STABLE function (to_jsonb) over a column in an UPDATE.
      sql`UPDATE talent_settings SET form_labels = form_labels || jsonb_object(ARRAY['PrimaryAxisName', (form_labels->>'PrimaryAxisName') || ${m}])`,
    );
  });
}

const ID_QUERIES: Record<IdKind, string> = {
  user: 'SELECT id FROM users WHERE parent_id IS NOT NULL AND deactivated_at IS NULL ORDER BY id LIMIT 1',
  // The person's own approved goal of the current quarter, so a call naming both is a consistent one.
  goal: `SELECT g.id FROM goals g JOIN periods p ON p.id = g.period_id
         WHERE g.deleted_at IS NULL AND g.state = 'approved' AND p.start_date <= current_date AND p.end_date >= current_date
           AND g.owner_id = (SELECT id FROM users WHERE parent_id IS NOT NULL AND deactivated_at IS NULL ORDER BY id LIMIT 1)
         ORDER BY g.id LIMIT 1`,
  period: 'SELECT id FROM periods WHERE start_date <= current_date AND end_date >= current_date',
  week: 'SELECT id FROM period_weeks ORDER BY id DESC LIMIT 1',
  status: 'SELECT id FROM goal_statuses ORDER BY id DESC LIMIT 1',
  comment: 'SELECT id FROM comments ORDER BY id LIMIT 1',
  notification: 'SELECT id FROM notifications ORDER BY id LIMIT 1',
  appraisal: 'SELECT id FROM appraisals ORDER BY id LIMIT 1',
  note: 'SELECT id FROM notes ORDER BY id LIMIT 1',
  actionItem: 'SELECT id FROM action_items ORDER BY id LIMIT 1',
  keyResult: 'SELECT id FROM key_results ORDER BY id LIMIT 1',
  scimToken: 'SELECT id FROM scim_tokens ORDER BY id LIMIT 1',
  calibration: 'SELECT id FROM calibrations ORDER BY id LIMIT 1',
  feedbackRequest: 'SELECT id FROM feedback_requests ORDER BY id LIMIT 1',
};

async function oneIdOfEachKind(t: TestApp, tenantId: number): Promise<Record<IdKind, number>> {
  return withTenant(t.database.db, tenantId, async (tx) => {
    const ids = {} as Record<IdKind, number>;
    for (const [kind, query] of Object.entries(ID_QUERIES) as [IdKind, string][]) {
      const [row] = await queryRows<{ id: number }>(tx, sql.raw(query));
      if (!row) throw new Error(`the demo company holds no ${kind}`);
      ids[kind] = Number(row.id);
    }
    return ids;
  });
}

async function rowDigests(t: TestApp, tenantId: number): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
  );
  return withTenant(t.database.db, tenantId, async (tx) => {
    const digests: Record<string, string> = {};
    for (const { table_name: table } of [...tables, { table_name: 'tenants' }]) {
      const [row] = await queryRows<{ digest: string; rows: number }>(
        tx,
        sql`SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest, count(*)::int AS rows FROM ${sql.identifier(table)} r`,
      );
      digests[table] = `${row!.rows} rows, ${row!.digest}`;
    }
    return digests;
  });
}
