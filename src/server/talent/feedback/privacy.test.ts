import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { feedbackRequests, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import type { Actor } from '../../http/access';
import { endpointTables } from '../../../contract/endpoints';
import type { Endpoint } from '../../../contract/endpoint';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../../testing/test-app';
import { givenTalentWorld, type TalentWorld, appraisalBody } from '../../testing/talent-world';
import { givenVoices } from '../../testing/feedback-world';
import { runFeedbackTick } from './feedback-job';
import { feedbackForPrint } from './feedback-access';
import { pdfText } from '../../testing/pdf-text';

// Who can read which feedback answer (issue 34, decision 077). Acme asks for anonymous peer feedback and for upward
// feedback. Two peers (Dee, Gina) answered about Cal and two reports (Cal, Dee) about Mia: both sets are under the
// threshold of three. Every answer carries a marker; each role then calls every talent GET it can and the reports'
// spreadsheets, and reads the print's feedback, and must not meet a marker it may not read. Another company meets none.

let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
type Who = keyof TalentWorld['org']['ids'] | 'hana' | 'ora';
let ids: Record<Who, number>;
const requestIds: number[] = [];
let oraHeaders: Record<string, string>;

const PEER = { dee: 'PEER-MARK-DEE', gina: 'PEER-MARK-GINA' };
const UP = { cal: 'UP-MARK-CAL', dee: 'UP-MARK-DEE' };
const ALL = [...Object.values(PEER), ...Object.values(UP)];
const MANAGER_SIDE: Who[] = ['mia', 'vic', 'hana', 'ceo'];

/** The markers each role may read: the manager's side reads the peers' answers by name; nobody the upward ones under three. */
const MAY_READ: Record<Who, string[]> = {
  mia: Object.values(PEER),
  vic: Object.values(PEER),
  hana: Object.values(PEER),
  ceo: Object.values(PEER),
  // The writers read their own answer (their request), nothing else.
  dee: [PEER.dee, UP.dee],
  gina: [PEER.gina],
  cal: [UP.cal],
  gus: [],
  obi: [],
  // An org admin keeps the talent settings, not what people wrote: as for appraisals, only HR admins and the CEO read all.
  ora: [],
};

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
  const ora = await givenUser(t, w.org.tenant.TenantId, {
    name: 'ora',
    email: w.org.email('ora'),
    password: PASSWORD,
    role: 'contributor',
    isOrgAdmin: true,
  });
  ids = { ...w.org.ids, hana: w.hanaId, ora: ora.UserId };
  oraHeaders = bearer(await signIn(t, w.org.email('ora'), 'acme'));
  await givenVoices(t, w.org.tenant.TenantId, ids.ceo, { peerFeedbackOn: true, upwardFeedbackOn: true, peerVisibility: 'anonymous' });
  await runFeedbackTick(t.deps, () => undefined);
  const put = async (who: Who, method: 'PUT' | 'POST', url: string, payload: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: await as(who), payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  await put('cal', 'PUT', `/talent/feedback/${w.q1}/nominations`, { UserIds: [ids.dee, ids.gina, ids.gus] });
  await put('mia', 'PUT', `/talent/feedback/${w.q1}/${ids.cal}/peers`, { UserIds: [ids.dee, ids.gina, ids.gus] });
  const mine = async (who: Who, kind: string) =>
    withTenant(
      t.database.db,
      w.org.tenant.TenantId,
      async (tx) =>
        (
          await tx
            .select()
            .from(feedbackRequests)
            .where(and(eq(feedbackRequests.respondentId, ids[who]), eq(feedbackRequests.kind, kind)))
        )[0]!,
    );
  for (const [who, mark] of Object.entries(PEER) as [Who, string][]) {
    const r = await mine(who, 'peer');
    await put(who, 'PUT', `/talent/feedback/requests/${r.id}`, {
      Answers: [
        { QuestionId: 1, Text: mark },
        { QuestionId: 3, Rating: 4 },
      ],
      Submit: true,
    });
  }
  for (const [who, mark] of Object.entries(UP) as [Who, string][]) {
    const r = await mine(who, 'upward');
    await put(who, 'PUT', `/talent/feedback/requests/${r.id}`, {
      Answers: [
        { QuestionId: 1, Rating: 2 },
        { QuestionId: 2, Rating: 2 },
        { QuestionId: 3, Text: mark },
      ],
      Submit: true,
    });
  }
  const all = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) => tx.select({ id: feedbackRequests.id }).from(feedbackRequests));
  requestIds.push(...all.map((r) => r.id));
}, 120_000);
afterAll(() => t.close());

const as = async (who: Who) => (who === 'hana' ? w.asHana() : who === 'ora' ? oraHeaders : w.org.as(who));

// The values each path parameter is tried with; an endpoint with another parameter is not the privacy suite's.
const valuesOf = (name: string): (number | string)[] | null => {
  if (['periodId', 'a', 'fromPeriodId', 'toPeriodId', 'previousPeriodId'].includes(name)) return [w.q1];
  if (['userId', 'b', 'userOrManagerId'].includes(name)) return [ids.cal, ids.mia, 0];
  if (['c', 'directReports'].includes(name)) return [0, 1];
  if (name === 'mode') return ['1', '2', '3'];
  if (name === 'id') return requestIds;
  if (name === 'audience') return ['peer', 'upward'];
  return null;
};

/** Every address of an endpoint with its parameters filled in every way valuesOf allows. */
function addressesOf(e: Endpoint): string[] {
  let paths = [e.path];
  for (const name of e.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const values = valuesOf(name);
    if (!values) return [];
    paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, String(v))));
  }
  return paths.map((p) => `/api${p}`);
}

/** The GETs the privacy suite reads: every talent one, and the reports' spreadsheets. */
const READS = Object.entries(endpointTables)
  .filter(([area]) => area.startsWith('talent') || area === 'reports')
  .flatMap(([area, table]) =>
    Object.values(table as Record<string, Endpoint>).filter(
      (e) =>
        e.method === 'GET' && (area !== 'reports' || (e.response === 'file' && !e.path.includes('pdf') && !e.path.includes('template'))),
    ),
  );

async function textOf(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('spreadsheet')) return res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value ?? '')))));
  return cells.join('\n');
}

/** Everything a person reads through the API, joined. */
async function everythingReadBy(headers: Record<string, string>): Promise<{ text: string; calls: number }> {
  const texts: string[] = [];
  let calls = 0;
  for (const e of READS) {
    for (const url of addressesOf(e)) {
      const res = await t.app.inject({ url, headers });
      calls++;
      if (res.statusCode === 200) texts.push(await textOf(res));
    }
  }
  return { text: texts.join('\n'), calls };
}

async function actorOf(who: Who): Promise<Actor> {
  const [u] = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) => tx.select().from(users).where(eq(users.id, ids[who])));
  return {
    tenantId: w.org.tenant.TenantId,
    userId: u!.id,
    sessionId: 0,
    roleName: u!.roleName as Actor['roleName'],
    isOrgAdmin: u!.isOrgAdmin,
    isGoalAdmin: u!.isGoalAdmin,
    isGoalManager: u!.isGoalManager,
    isHrAdmin: u!.isHrAdmin,
    isDelegate: false,
    parentId: u!.parentId,
    language: null,
    tenant: { effectiveDate: '2026-01-01', timeZone: 'UTC', goalType: 'OKR', defaultLanguage: 'en' },
    ceo: null,
  };
}

describe('who reads which answer', () => {
  it.each(Object.keys(MAY_READ) as Who[])(
    '%s reads through every talent GET and spreadsheet only what they may',
    async (who) => {
      const { text, calls } = await everythingReadBy(await as(who));
      expect(calls).toBeGreaterThan(40);
      const read = ALL.filter((m) => text.includes(m));
      // What they may read they do find (the manager's side finds the peers' answers), and nothing more.
      expect(read.sort()).toEqual([...MAY_READ[who]].sort());
    },
    180_000,
  );

  it.each(Object.keys(MAY_READ) as Who[])('%s reads in the print’s feedback only what they may', async (who) => {
    const actor = await actorOf(who);
    const printed = await withTenant(t.database.db, w.org.tenant.TenantId, async (tx) =>
      JSON.stringify([await feedbackForPrint(tx, actor, [ids.cal, ids.mia], w.q1).then((m) => [m.get(ids.cal), m.get(ids.mia)])]),
    );
    const read = ALL.filter((m) => printed.includes(m));
    // The print shows a person's feedback as its reader may see it; a writer's own answer is not theirs to print.
    expect(read.sort()).toEqual(MANAGER_SIDE.includes(who) ? Object.values(PEER).sort() : []);
  });

  it('prints the peers’ answers in the appraisal’s PDF for the manager’s side, and none of them under three for Cal', async () => {
    const ok = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const id = (await ok('mia', 'POST', '/talent', appraisalBody(ids.cal, w.q1))).json().Id as number;
    await ok('mia', 'GET', `/talent/share/${id}`);
    await ok('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal' });
    await ok('mia', 'POST', `/talent/managersign/${id}`, { Sign: 'mia' });
    const printedFor = async (who: Who) => pdfText((await ok(who, 'GET', `/talent/print/${id}`)).rawPayload);
    for (const who of ['mia', 'vic'] as const) {
      const text = await printedFor(who);
      expect(text).toContain('Feedback');
      expect(ALL.filter((m) => text.includes(m)).sort()).toEqual(Object.values(PEER).sort());
    }
    const cal = await printedFor('cal');
    expect(ALL.filter((m) => cal.includes(m))).toEqual([]);
    expect(cal).toContain('answers are needed before anonymous feedback is shown; 2 so far.');
  });

  it('tells Cal, Mia and Vic how many answered and nothing else', async () => {
    const calSees = (await t.app.inject({ url: `/api/talent/feedback/${w.q1}/${ids.cal}`, headers: await as('cal') })).json();
    expect(calSees.Peers).toMatchObject({ Count: 2, Shown: false, Answers: [], Summary: [] });
    for (const who of ['mia', 'vic'] as const) {
      const seen = (await t.app.inject({ url: `/api/talent/feedback/${w.q1}/${ids.mia}`, headers: await as(who) })).json();
      expect(seen.Upward).toEqual({ Asked: 2, Count: 2, Threshold: 3, Shown: false, Answers: [], Summary: [] });
    }
  });
});

describe('another company', () => {
  it('reads none of it, whoever signs in', async () => {
    for (const who of ['ceo', 'mia', 'cal'] as const) {
      const { text } = await everythingReadBy(await other.org.as(who));
      expect(ALL.filter((m) => text.includes(m))).toEqual([]);
      for (const id of requestIds.slice(0, 3)) {
        expect((await t.app.inject({ url: `/api/talent/feedback/requests/${id}`, headers: await other.org.as(who) })).statusCode).toBe(404);
      }
    }
  }, 300_000);
});
