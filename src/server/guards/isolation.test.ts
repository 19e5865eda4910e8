// Generated isolation suite (issue 12): every API route, called with the other company's ids, without a
// token and as each of the caller company's roles. Built from the OpenAPI document joined to the route
// table (api-operations.ts), so a route added later is reached without a line here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, type TestApp } from '../testing/test-app';
import { guardRefusal } from '../http/access-control';
import { apiOperations, urlOf, type Operation } from './api-operations';
import { fullExampleOf } from './schema-values';
import { FIXED_FIELDS, numberFields } from './id-fields';
import { givenTwoCompanies, MARKER, ROLES, type Role, type TwoCompanies } from './two-companies';
import { writeFigures } from './figures';
import sharp from 'sharp';
import { multipart } from '../testing/people-world';
import { withTenant } from '../db/tenant-context';
import { findStrayAncestors } from '../people';

let t: TestApp;
let world: TwoCompanies;
let operations: Operation[];
let before: Record<string, string>;
let png: Buffer;
const tally = { requests: 0, leaks: 0 };

beforeAll(async () => {
  t = await createTestApp();
  world = await givenTwoCompanies(t);
  operations = await apiOperations(t.app);
  before = await world.otherRows();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
}, 120_000);

afterAll(async () => {
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]).length;
  writeFigures('isolation', {
    'routes covered': reached.size,
    'requests sent': tally.requests,
    'answers leaking': tally.leaks,
    'tables compared': Object.keys(before).length,
    'tables changed': changed,
  });
  await t.close();
});

const reached = new Set<string>();
let after: Record<string, string> = {};

type Call = { url: string; body: Record<string, unknown> | undefined; namesRows: boolean; label: string };

/**
 * The calls of an operation that name the other company's rows: one naming them wherever the route takes
 * an id, and, for a route with several id fields, one per field with the others naming the caller's own
 * rows (so that a check on the first id cannot hide a missing check on the second).
 */
function callsWithOtherIds(op: Operation): Call[] {
  const ids = numberFields(op).filter((f) => f.meaning !== 'number');
  const call = (theirs: (name: string) => boolean, label: string): Call => {
    const values: Record<string, unknown> = {};
    for (const p of op.parameters) values[p.name] = fullExampleOf(p.schema, 1);
    const body = op.body ? { ...(fullExampleOf(op.body, 1) as Record<string, unknown>), ...FIXED_FIELDS[op.key] } : undefined;
    for (const field of ids) {
      if (field.meaning === 'number') continue;
      const id = (theirs(field.name) ? world.other : world.caller).ids[field.meaning];
      const target = field.in === 'body' ? body! : values;
      target[field.name] = Array.isArray(target[field.name]) ? [id] : id;
    }
    return { url: urlOf(op, values), body, namesRows: ids.length > 0, label };
  };
  const each = ids.length > 1 ? ids.map((f) => call((name) => name === f.name, ` (their ${f.name})`)) : [];
  return [call(() => true, ''), ...each];
}

/** Calls the routes whose sessions a call can end (sign out) with a fresh session afterwards. */
const ENDS_SESSION = new Set(['POST /api/Auth/logout', 'POST /api/Auth/refresh', 'POST /api/User/ChangePassword']);

async function send(op: Operation, call: Call, token?: string) {
  tally.requests++;
  const upload = op.key.includes('/Avatar/Upload/') ? multipart(png) : null;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: call.url,
    headers: { ...(token ? bearer(token) : {}), ...(upload?.headers ?? {}) },
    ...(upload ? { payload: upload.payload } : call.body !== undefined ? { payload: call.body } : {}),
  });
  if (res.body.includes(MARKER)) tally.leaks++;
  return res;
}

describe('isolation: every route, the other company out of reach', () => {
  it('covers every API route of the route table', () => {
    expect(operations.length).toBe(
      t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD').length,
    );
    expect(operations.length).toBeGreaterThan(90);
  });

  it('answers 401/403/404 to every call that names the other company’s rows, and never shows them', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      reached.add(op.key);
      const [first, ...perField] = callsWithOtherIds(op);
      if (op.access !== 'public') {
        const res = await send(op, first!);
        if (res.statusCode !== 401) wrong.push(`${op.key} without a token: ${res.statusCode}`);
      }
      for (const role of ROLES) {
        const refused = op.guard !== null && !op.guard.allows(world.caller.actors[role]);
        for (const call of refused ? [first!] : [first!, ...perField]) {
          const res = await send(op, call, world.caller.tokens[role]);
          const status = res.statusCode;
          const who = `${op.key}${call.label} as ${role}`;
          if (res.body.includes(MARKER)) wrong.push(`${who}: the answer shows the other company (${res.body.slice(0, 120)})`);
          // A guard refuses a read with 404 and a write with 403 (decision 027).
          if (refused && status !== guardRefusal(op.method).status) wrong.push(`${who}, whom "${op.access}" refuses: ${status}`);
          else if (!refused && call.namesRows && ![401, 403, 404].includes(status))
            wrong.push(`${who} with the other company’s ids: ${status} ${res.body.slice(0, 160)}`);
          else if (status >= 500) wrong.push(`${who}: ${status}`);
          if (ENDS_SESSION.has(op.key) && status < 300) await world.signInAgain(role as Role);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('leaves every row of the other company as it was', async () => {
    after = await world.otherRows();
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
  });

  it('leaves every person’s kept ancestors as the chart has them, in both companies', async () => {
    for (const tenantId of [world.caller.tenantId, world.other.tenantId]) {
      expect(await withTenant(t.database.db, tenantId, (tx) => findStrayAncestors(tx, tenantId))).toEqual([]);
    }
  });
});
