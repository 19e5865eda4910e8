import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../testing/talent-world';

let t: TestApp;
let w: TalentWorld;
type Who = Parameters<TalentWorld['org']['as']>[0];

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await w.org.as(who), ...(payload ? { payload } : {}) });

describe('appraisal reminders on the dashboard', () => {
  const reminders = async (who: Who) =>
    ((await call(who, 'GET', '/dashboard?take=100')).json().Reminders as { Type: string; Title: string; Link: string }[]).filter((r) =>
      r.Type.endsWith('Appraisal'),
    );
  const startReminder = (name: string) =>
    expect.objectContaining({ Type: 'StartAppraisal', Title: `${name}'s Q1 2026 appraisal`, Link: `/v3/talent/${w.q1}/${w.org.ids.mia}` });

  it('ask the manager to start, the employee to sign and the manager to countersign', async () => {
    expect(await reminders('mia')).toEqual(expect.arrayContaining([startReminder('cal'), startReminder('dee')]));
    expect(await reminders('mia')).toHaveLength(2);
    await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1));
    const id = (await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.dee, w.q1))).json().Id;
    expect(await reminders('mia')).toEqual([]);
    expect(await reminders('dee')).toEqual([]);
    await call('mia', 'GET', `/talent/share/${id}`);
    expect(await reminders('dee')).toEqual([
      expect.objectContaining({ Type: 'SignAppraisal', Title: 'Your Q1 2026 appraisal', Link: `/v3/talent/appraisal/${id}` }),
    ]);
    await call('dee', 'POST', `/talent/employeesign/${id}`, { Sign: 'dee' });
    expect(await reminders('dee')).toEqual([]);
    expect(await reminders('mia')).toEqual([expect.objectContaining({ Type: 'CountersignAppraisal', Title: "dee's Q1 2026 appraisal" })]);
    expect(await reminders('obi')).toEqual([]);
  });
});
