import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../contract/audit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { appraisalBody, givenTalentWorld, REVIEW, type TalentWorld } from '../testing/talent-world';

// The audit log of an appraisal's life and of appraisal data leaving the app, read as the CEO reads it.
let t: TestApp;
let w: TalentWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const call = (...a: Parameters<TalentWorld['call']>) => w.call(...a);
const count = async () => ((await call('ceo', 'GET', '/audit?PageSize=1')).json() as AuditPage).count;

/** Runs a call and answers the audit entries it wrote (newest first), checking it succeeded. */
async function written(run: () => Promise<{ statusCode: number; body: string }>): Promise<AuditEntry[]> {
  const before = await count();
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const res = await run();
  expect(res.statusCode, res.body).toBe(200);
  const page: AuditPage = (await call('ceo', 'GET', '/audit?PageSize=100')).json();
  return page.data.slice(0, page.count - before);
}

const person = (name: string, id: number) => ({ Id: id, Name: name });
let id = 0;

describe('an appraisal’s life', () => {
  beforeAll(async () => {
    const res = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1));
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().Id;
  });

  it.each([
    ['shared by the reviewer', 'mia', 'GET', () => `/talent/share/${id}`, undefined, 'appraisal.shared', 'Draft', 'Shared'],
    [
      'signed by the employee',
      'cal',
      'POST',
      () => `/talent/employeesign/${id}`,
      { Sign: 'Cal', Comment: 'A private thought' },
      'appraisal.signed',
      'Shared',
      'Signed by the employee',
    ],
    [
      'countersigned by the manager',
      'mia',
      'POST',
      () => `/talent/managersign/${id}`,
      { Sign: 'mia' },
      'appraisal.countersigned',
      'Signed by the employee',
      'Completed',
    ],
  ] as const)('%s: who, about whom, the state it left and reached', async (_name, who, method, url, body, action, from, to) => {
    const entries = await written(() => call(who, method, url(), body));
    expect(entries).toEqual([
      {
        Id: expect.any(Number),
        At: t.clock.now.toISOString(),
        Actor: person(who, w.org.ids[who]),
        Action: action,
        Subject: person('cal', w.org.ids.cal),
        Before: { State: from },
        After: { State: to, Quarter: 'Q1 2026' },
      },
    ]);
  });

  it('deleted by the reviewer', async () => {
    const draft = (await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.dee, w.q1))).json().Id as number;
    const [entry, ...rest] = await written(() => call('mia', 'DELETE', `/talent/${draft}`));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      Actor: person('mia', w.org.ids.mia),
      Action: 'appraisal.deleted',
      Subject: person('dee', w.org.ids.dee),
      Before: { State: 'Draft' },
      After: { State: 'Deleted', Quarter: 'Q1 2026' },
    });
  });

  it('never carries the review, the comment or a signature', async () => {
    const raw = JSON.stringify((await call('ceo', 'GET', '/audit?PageSize=100')).json());
    for (const secret of [REVIEW, 'trail map', 'A private thought', '"Sign"', 'data:image']) expect(raw).not.toContain(secret);
  });
});

describe('downloads of appraisal data', () => {
  it.each([
    ['report 6, Employee Appraisals', 'hana', () => `/report/employeeappraisal/2/${w.q1}`, 'Employee Appraisals Q1 2026', 'xlsx'],
    ['report 7, Appraisal Compliance', 'hana', () => `/report/employeecomplience/2/${w.q1}`, 'Appraisal Compliance Q1 2026', 'xlsx'],
    ['report 10, Appraisal Prints', 'mia', () => `/report/appraisal/${w.q1}/${w.org.ids.cal}/0/2`, 'Appraisal Prints for cal', 'pdf'],
    ['the talent compliance spreadsheet', 'hana', () => `/talent/excel/${w.q1}/0/1`, 'Appraisal Compliance Q1 2026', 'xlsx'],
  ] as const)('%s: who took which file, and when', async (_name, who, url, report, format) => {
    const [entry, ...rest] = await written(() => call(who, 'GET', url()));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      At: t.clock.now.toISOString(),
      Actor: { Id: who === 'hana' ? w.hanaId : w.org.ids[who] },
      Action: 'report.downloaded',
      Subject: null,
      Before: {},
      After: { Report: expect.stringContaining(report), Format: format },
    });
  });

  it('an appraisal’s print: who took whose appraisal, and when', async () => {
    const [entry, ...rest] = await written(() => call('mia', 'GET', `/talent/print/${id}`));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      At: t.clock.now.toISOString(),
      Actor: { Id: w.org.ids.mia },
      Action: 'report.downloaded',
      Subject: person('cal', w.org.ids.cal),
      Before: {},
      After: { Report: 'Appraisal cal Q1 2026', Format: 'pdf' },
    });
  });

  it('writes nothing for a report that is refused', async () => {
    const before = await count();
    expect((await call('hana', 'GET', '/report/employeeappraisal/2/999999')).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
