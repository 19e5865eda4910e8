// Decision 035: an open appraisal follows its employee to their new manager; a signed one is read-only to everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appraisals, notifications } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { APPRAISAL_NOT_FOUND, NOT_ALLOWED, SIGNED_LOCKED } from '../../../domain/talent/appraisal-rules';

let t: TestApp;
let w: TalentWorld;
let nina: { id: number; headers: Record<string, string> };

type Who = Parameters<TalentWorld['org']['as']>[0] | 'hana' | 'nina';
const headersOf = async (who: Who) => (who === 'hana' ? w.asHana() : who === 'nina' ? nina.headers : w.org.as(who));
const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await headersOf(who), ...(payload ? { payload } : {}) });
const row = (id: number) =>
  withTenant(t.database.db, w.org.tenant.TenantId, async (tx) => (await tx.select().from(appraisals).where(eq(appraisals.id, id)))[0]!);
const move = async (person: number, to: number) => {
  const res = await call('ceo', 'GET', `/Profile/ChangeManager/${person}/${to}`);
  expect(res.statusCode, res.body).toBe(200);
};
const startAsMia = async (userId: number) => {
  const res = await call('mia', 'POST', '/talent', appraisalBody(userId, w.q1));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as number;
};
const edit = (who: Who, id: number, userId: number, over: Record<string, unknown> = {}) =>
  call(who, 'PUT', `/talent/${id}`, appraisalBody(userId, w.q1, { Primary: 3, ...over }));

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
  // Nina manages under Mia, so an employee moved to Nina still has Mia above them.
  const added = await givenUser(t, w.org.tenant.TenantId, {
    name: 'nina',
    email: w.org.email('nina'),
    password: PASSWORD,
    role: 'manager',
    managerEmail: w.org.email('mia'),
  });
  nina = { id: added.UserId, headers: bearer(await signIn(t, w.org.email('nina'), 'acme')) };
});
afterAll(() => t.close());

describe('an open appraisal after its employee moves to another manager', () => {
  let id: number;

  it('passes to the new manager; the former one, no longer above the employee, no longer finds it', async () => {
    id = await startAsMia(w.org.ids.cal);
    await move(w.org.ids.cal, w.org.ids.gus);
    const before = await row(id);
    for (const [method, url, body] of [
      ['GET', `/talent/single/${id}`, undefined],
      ['PUT', `/talent/${id}`, appraisalBody(w.org.ids.cal, w.q1, { Primary: 1 })],
      ['DELETE', `/talent/${id}`, undefined],
      ['GET', `/talent/share/${id}`, undefined],
    ] as const) {
      const res = await call('mia', method, url, body);
      expect([res.statusCode, res.json().Message], `${method} ${url}`).toEqual([404, APPRAISAL_NOT_FOUND]);
    }
    expect(await row(id)).toEqual(before);

    const seen = (await call('gus', 'GET', `/talent/single/${id}`)).json();
    expect(seen).toMatchObject({
      ReviewerId: w.org.ids.gus,
      Reviewer: { Name: 'gus' },
      Manager: { Name: 'gus' },
      Permissions: { CanEdit: true, CanDelete: true, CanShare: true, CanCountersign: false },
    });
    const edited = await edit('gus', id, w.org.ids.cal);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ State: 'draft', PrimaryLabel: 'Exceeds expectations', ReviewerId: w.org.ids.gus });
    expect((await row(id)).reviewerId).toBe(w.org.ids.gus);
    expect((await call('gus', 'GET', `/talent/share/${id}`)).json().evaluationData).toMatchObject({ State: 'shared' });
  });

  it('leaves a former manager who is still above the employee able to read it, not to change it (403: no button offers it)', async () => {
    const deeId = await startAsMia(w.org.ids.dee);
    await move(w.org.ids.dee, nina.id);
    const before = await row(deeId);
    const seen = (await call('mia', 'GET', `/talent/single/${deeId}`)).json();
    expect(seen).toMatchObject({ ReviewerId: nina.id, Permissions: { CanEdit: false, CanDelete: false, CanShare: false } });
    for (const [method, url, body] of [
      ['PUT', `/talent/${deeId}`, appraisalBody(w.org.ids.dee, w.q1, { Primary: 1 })],
      ['DELETE', `/talent/${deeId}`, undefined],
    ] as const) {
      const res = await call('mia', method, url, body);
      expect([res.statusCode, res.json().Message], method).toEqual([403, NOT_ALLOWED]);
    }
    expect(await row(deeId)).toEqual(before);
    expect((await edit('nina', deeId, w.org.ids.dee)).json()).toMatchObject({ PrimaryLabel: 'Exceeds expectations', ReviewerId: nina.id });
    expect((await call('nina', 'DELETE', `/talent/${deeId}`)).json()).toEqual({ Message: 'The appraisal was deleted.' });
  });

  it('tells the new manager, not the former one, when the employee signs it', async () => {
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal' })).json()).toMatchObject({ State: 'acknowledged' });
    await t.deps.events.settled();
    const told = (userId: number) =>
      withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
        tx
          .select({ subject: notifications.subject })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.objectType, 'EmployeeEvaluation'), eq(notifications.objectId, id))),
      );
    expect(await told(w.org.ids.gus)).toEqual([{ subject: 'cal signed their Q1 2026 appraisal; it awaits your countersignature' }]);
    expect(await told(w.org.ids.mia)).toEqual([]);
    expect((await row(id)).reviewerId).toBe(w.org.ids.gus);
  });
});

describe('a signed appraisal', () => {
  it('refuses an edit or a deletion by anyone who sees it, and changes nothing; the employee and the manager still sign', async () => {
    const [signed] = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      tx.select().from(appraisals).where(eq(appraisals.userId, w.org.ids.cal)),
    );
    const id = signed!.id;
    expect(signed!.state).toBe('acknowledged');
    expect((await call('gus', 'GET', `/talent/single/${id}`)).json().Permissions).toMatchObject({
      CanEdit: false,
      CanDelete: false,
      CanCountersign: true,
    });
    const refuseAll = async () => {
      const before = await row(id);
      for (const who of ['gus', 'hana', 'ceo', 'cal'] as const) {
        const put = await edit(who, id, w.org.ids.cal);
        expect([put.statusCode, put.json().Message], `${who} PUT`).toEqual([400, SIGNED_LOCKED]);
        const del = await call(who, 'DELETE', `/talent/${id}`);
        expect([del.statusCode, del.json().Message], `${who} DELETE`).toEqual([400, SIGNED_LOCKED]);
      }
      expect(await row(id)).toEqual(before);
    };
    await refuseAll();

    // Spec 001 §4: the employee may change their signature until completed; the manager's countersignature completes it.
    const resigned = await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal', Comment: 'Agreed.' });
    expect(resigned.json()).toMatchObject({ State: 'acknowledged', EmployeeComments: 'Agreed.' });
    expect((await call('gus', 'POST', `/talent/managersign/${id}`, { Sign: 'gus' })).json()).toMatchObject({ State: 'completed' });
    await refuseAll();
  });

  it('keeps the reviewer it was signed under when the employee moves on', async () => {
    const [done] = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      tx.select().from(appraisals).where(eq(appraisals.userId, w.org.ids.cal)),
    );
    await move(w.org.ids.cal, w.org.ids.mia);
    const seen = (await call('gus', 'GET', `/talent/single/${done!.id}`)).json();
    expect(seen).toMatchObject({ ReviewerId: w.org.ids.gus, Manager: { Name: 'mia' }, Permissions: { CanEdit: false, CanDelete: false } });
  });
});
