// Ready for Citus (issue 29): every scan of a tenant table in every statement the API sends holds its own
// tenant_id to the request's tenant, a parameter or a constant, not only to another table's tenant_id
// (db/tenant-filter.ts). The statements are caught from the real API (every route as every demo role, and the
// goal list in every scope and filter), then explained with the values they were sent with and walked
// (testing/tenant-scans.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { createTestApp, bearer, type TestApp } from '../testing/test-app';
import { captureStatements } from '../testing/statement-count';
import { planOf, tenantScans, tenantTables } from '../testing/tenant-scans';
import { apiOperations, urlOf, type Operation } from './api-operations';
import { fullExampleOf } from './schema-values';
import { FIXED_FIELDS, numberFields } from './id-fields';
import { givenTwoCompanies, ROLES, type TwoCompanies } from './two-companies';
import { writeFigures } from './figures';
import { observeTenantWork } from '../db/tenant-context';

// A request's statements are those run in its tenant's transaction; what runs before the tenant is known (the
// session by its token, the company by its subdomain) is the system's and left out. The suites share loaded modules
// (vitest.config.ts, isolate: false), so a module mock would not reach them: tenant-context lets a test wrap its work.
const inTenant = new AsyncLocalStorage<number>();

let t: TestApp;
let world: TwoCompanies;
/** Each statement text with the calls that sent it, a few of its sets of values (they can change the plan). */
const sent = new Map<string, { params: unknown[]; call: string }[]>();
const VALUE_SETS = 4;

beforeAll(async () => {
  observeTenantWork((tenantId, work) => inTenant.run(tenantId, work));
  t = await createTestApp();
  world = await givenTwoCompanies(t);
}, 120_000);
afterAll(async () => {
  observeTenantWork(null);
  await t.close();
});

/** An operation's call naming the caller's own rows wherever it takes an id. */
function ownCall(op: Operation) {
  const values: Record<string, unknown> = {};
  for (const p of op.parameters) values[p.name] = fullExampleOf(p.schema, 1);
  const body = op.body ? { ...(fullExampleOf(op.body, 1) as Record<string, unknown>), ...FIXED_FIELDS[op.key] } : undefined;
  for (const field of numberFields(op)) {
    if (field.meaning === 'number') continue;
    const target = field.in === 'body' ? body! : values;
    const id = world.caller.ids[field.meaning];
    target[field.name] = Array.isArray(target[field.name]) ? [id] : id;
  }
  return { url: urlOf(op, values), body };
}

const SCOPES = ['MyGoals', 'MyDirectReports', 'CompanyGoals', 'MyManagerAndPeers'];

/** The goal list's filters one by one, and a page past the last (counted on its own). */
const goalListFilters = (): Record<string, unknown>[] => [
  {},
  { Title: 'a' },
  { Users: [world.caller.ids.user] },
  { Depts: ['Sales'] },
  { GoalStates: ['approved', 'review'] },
  { Aligned: true },
  { Unaligned: true },
  { NeedsUpdate: true },
  { NeedsReview: true },
  { TrendingUp: true },
  { TrendingDown: true },
  { QTrendingUp: true },
  { QTrendingDown: true },
  { Likelihood: [1, 2] },
  { Quality: [3] },
  { FollowedGoals: true },
  { TopLevelGoals: true },
  { DeactivatedUsers: true },
  { ExcludePrivate: true },
  { PeriodId: world.caller.ids.period, Page: 99 },
];

const LAST = /\/(Goal\/delete|Goal\/requestapproval|profile\/Deactivate|profile\/Activate|talent\/share)\//;

/** What the request path is mostly made of: each must answer 2xx to some role, or its statements go unchecked. */
const MAIN_ROUTES = [
  'GET /api/Goal/:id',
  'POST /api/Goal/updatestatus',
  'GET /api/Goal/alignment/:periodId',
  'GET /api/Goal/alignment/:periodId/children/:goalId',
  'GET /api/Goal/child_goals/:id',
  'GET /api/profile/OrgData',
  'POST /api/profile/directory',
  'GET /api/predication/searchgoals/:x',
  'GET /api/notification/:page',
  'GET /api/dashboard',
  'GET /api/talent/:a/:b/:c',
];

/** The routes that answered 2xx to at least one role: the statements of a refused call stop short. */
const answered = new Set<string>();

async function send(label: string, method: string, url: string, role: (typeof ROLES)[number], body?: unknown) {
  const captured = captureStatements(t.database.db, () => inTenant.getStore() !== undefined);
  let res = await t.app.inject({ method: method as 'GET', url, headers: bearer(world.caller.tokens[role]), payload: body as object });
  if (res.statusCode === 401) {
    await world.signInAgain(role).catch(() => undefined);
    res = await t.app.inject({ method: method as 'GET', url, headers: bearer(world.caller.tokens[role]), payload: body as object });
  }
  if (res.statusCode < 300) answered.add(label);
  keep(label, role, captured.statements);
}

/** A provider's SCIM call with the caller's token (issue 32): its statements run in the token's company. */
async function sendScim(method: string, url: string, body?: unknown) {
  const captured = captureStatements(t.database.db, () => inTenant.getStore() !== undefined);
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/scim/v2${url}`,
    headers: bearer(world.caller.scimToken),
    payload: body as object,
  });
  if (res.statusCode >= 300) throw new Error(`SCIM ${method} ${url}: ${res.statusCode} ${res.body}`);
  keep(`${method} /scim/v2${url}`, 'scim', captured.statements);
  return res.body ? (res.json() as { id: string; userName: string }) : null;
}

function keep(label: string, role: string, statements: { query: string; params: unknown[] }[]) {
  for (const s of statements) {
    const sends = sent.get(s.query) ?? [];
    const values = JSON.stringify(s.params);
    if (sends.length < VALUE_SETS && !sends.some((x) => JSON.stringify(x.params) === values)) {
      sends.push({ params: s.params, call: `${label} as ${role}` });
    }
    sent.set(s.query, sends);
  }
}

describe('tenant filters on every scan', () => {
  it('catches the statements of every route and of the goal list in every scope and filter', async () => {
    const operations = await apiOperations(t.app);
    // Calls whose example values the routes refuse: the weekly update of the contributor's own goal, the talent page.
    const [own] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT g.id FROM goals g JOIN periods p ON p.tenant_id = g.tenant_id AND p.id = g.period_id
          WHERE g.tenant_id = ${world.caller.tenantId} AND g.owner_id = ${world.caller.actors.contributor.userId}
            AND g.state = 'approved' AND g.deleted_at IS NULL AND ${t.clock.now.toISOString()}::date BETWEEN p.start_date AND p.end_date
          ORDER BY g.id LIMIT 1`,
    );
    for (const role of ROLES) {
      const status = { Id: own!.id, Likelihood: 3, Quality: 2, Comment: 'On track' };
      await send('POST /api/Goal/updatestatus', 'POST', '/api/Goal/updatestatus', role, status);
      await send('GET /api/talent/:a/:b/:c', 'GET', '/api/talent/0/0/1?pageSize=100&matrix=1', role);
    }
    // A provider's look-ups, creation, changes and deactivation, before the calls below revoke the token.
    const person = world.caller.ids.user;
    const manager = String(world.caller.actors.ceo.userId);
    const { userName } = (await sendScim('GET', `/Users/${person}`))!;
    await sendScim('GET', '/Users?startIndex=2&count=5');
    await sendScim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    await sendScim('GET', `/Users?filter=${encodeURIComponent('externalId eq "00u-scim"')}`);
    const enterprise = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
    const created = await sendScim('POST', '/Users', {
      userName: 'scim.guard@caller.test',
      externalId: '00u-scim',
      displayName: 'Scim Guard',
      [enterprise]: { manager: { value: manager } },
    });
    await sendScim('PATCH', `/Users/${created!.id}`, {
      Operations: [{ op: 'replace', value: { title: 'Guard', [enterprise]: { department: 'Ops' } } }],
    });
    await sendScim('PUT', `/Users/${created!.id}`, {
      userName: 'scim.guard@caller.test',
      displayName: 'Scim Guarded',
      [enterprise]: { manager: { value: manager } },
    });
    await sendScim('PATCH', `/Users/${created!.id}`, { Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    await sendScim('PATCH', `/Users/${created!.id}`, { Operations: [{ op: 'Replace', path: 'active', value: 'True' }] });
    await sendScim('DELETE', `/Users/${created!.id}`);
    // Reads first, then writes, then what deletes or deactivates the rows the other calls name.
    const stage = (op: Operation) => (op.method === 'DELETE' || LAST.test(op.url) ? 2 : op.method === 'GET' ? 0 : 1);
    for (const op of [...operations].sort((a, b) => stage(a) - stage(b))) {
      const call = ownCall(op);
      for (const role of ROLES) await send(op.key, op.method, call.url, role, call.body);
    }
    // Each scope, and each filter (in one scope: the filters' SQL does not depend on it), as every role.
    const lists = [
      ...SCOPES.map((scope) => ({ GoalSelectFilter: scope })),
      ...goalListFilters().map((filter) => ({ GoalSelectFilter: 'MyDirectReports', ...filter })),
    ];
    for (const list of lists) {
      for (const role of ROLES) await send(`POST /api/Goal/goals ${JSON.stringify(list)}`, 'POST', '/api/Goal/goals', role, list);
    }
    expect(MAIN_ROUTES.filter((route) => !answered.has(route))).toEqual([]);
    expect(sent.size).toBeGreaterThan(200);
  }, 600_000);

  it('ties every scan of a tenant table to the request’s tenant', async () => {
    const tables = await tenantTables(t.database.db);
    const wrong: string[] = [];
    const tally = { statements: 0, plans: 0, scans: 0 };
    const reported = new Set<string>();
    for (const [text, sends] of sent) {
      if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) continue;
      tally.statements++;
      for (const { params, call } of sends) {
        const where = `in ${call}, with ${JSON.stringify(params).slice(0, 300)}:\n${text}`;
        try {
          const scans = tenantScans(await planOf(t.database.db, text, params), tables);
          tally.plans++;
          tally.scans += scans.length;
          for (const s of scans.filter((x) => !x.filtered && !reported.has(`${x.alias} ${text}`))) {
            reported.add(`${s.alias} ${text}`);
            wrong.push(`${s.table} (as ${s.alias}; ${s.node} on ${s.conditions.join(' / ') || 'no condition'})\n${where}`);
          }
        } catch (error) {
          wrong.push(`could not explain (${(error as Error).message})\n${where}`);
        }
      }
    }
    writeFigures('tenant filters', {
      'statements explained': tally.statements,
      'plans walked': tally.plans,
      'tenant scans checked': tally.scans,
    });
    // A scan the test cannot see is a scan it cannot check: the walk must reach the goals, people and statuses.
    expect(tally.scans).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  }, 300_000);
});
