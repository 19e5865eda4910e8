import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../testing/talent-world';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';

// A company's talent settings, and who may have an appraisal started for a quarter (the rest: routes.test.ts).
let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const call = (...a: Parameters<TalentWorld['call']>) => w.call(...a);

describe('talent settings', () => {
  it('start with a 3×3 of performance and potential, the schedule on the company’s own quarters', async () => {
    expect((await call('cal', 'GET', '/talent/labels')).json()).toEqual(DEFAULT_TALENT_LABELS);
    expect((await call('cal', 'GET', '/talent/schedule')).json()).toEqual({ Id: w.org.tenant.TenantId, EffectiveDate: '2026-01-01' });
  });

  it('are changed by HR admins only, checked, and per company', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ Label: `Level ${i + 1}`, Description: '' }));
    const labels = { ...DEFAULT_TALENT_LABELS, PrimaryLabels: five, SecondaryLabels: five, GracePeriod: 3 };
    expect((await call('cal', 'PUT', '/talent/labels', labels)).statusCode).toBe(403);
    const mismatch = await call('hana', 'PUT', '/talent/labels', { ...labels, SecondaryLabels: DEFAULT_TALENT_LABELS.SecondaryLabels });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().Errors[0]).toMatchObject({ Field: 'SecondaryLabels' });
    expect((await call('hana', 'PUT', '/talent/labels', { ...labels, PrimaryLabels: five.slice(0, 4) })).statusCode).toBe(400);
    expect((await call('cal', 'GET', '/talent/labels')).json()).toEqual(DEFAULT_TALENT_LABELS);

    const saved = await call('hana', 'PUT', '/talent/labels', labels);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ PrimaryLabels: five, GracePeriod: 3 });
    expect((await t.app.inject({ url: '/api/talent/labels', headers: await other.org.as('cal') })).json()).toEqual(DEFAULT_TALENT_LABELS);
    // Back to the defaults for the rest of the file.
    expect((await call('hana', 'PUT', '/talent/labels', DEFAULT_TALENT_LABELS)).statusCode).toBe(200);
  });

  it('take a schedule date that is a real day', async () => {
    expect((await call('hana', 'PUT', '/talent/schedule', { EffectiveDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await call('mia', 'PUT', '/talent/schedule', { EffectiveDate: '2026-01-01' })).statusCode).toBe(403);
    expect((await call('hana', 'PUT', '/talent/schedule', { EffectiveDate: '2026-01-01' })).json()).toEqual({
      Id: w.org.tenant.TenantId,
      EffectiveDate: '2026-01-01',
    });
  });
});

describe('starting appraisals', () => {
  it('refuses people created after the quarter ended, and quarters past their grace period', async () => {
    const late = await givenUser(t, w.org.tenant.TenantId, {
      name: 'lee',
      email: w.org.email('lee'),
      password: PASSWORD,
      role: 'contributor',
      managerEmail: w.org.email('mia'),
    });
    const tooNew = await call('mia', 'POST', '/talent', appraisalBody(late.UserId, w.q1));
    expect(tooNew.statusCode).toBe(409);
    expect(tooNew.json().Message).toBe('This user is too new to be eligible for any appraisal periods.');
    expect((await call('mia', 'GET', `/talent/user/${late.UserId}`)).json().evaluations).toEqual([]);
    const res = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.dee, w.q1));
    expect(res.statusCode).toBe(200);
    expect((await call('mia', 'DELETE', `/talent/${res.json().Id}`)).json()).toEqual({ Message: 'The appraisal was deleted.' });
    const saved = t.clock.now;
    try {
      // A week before: still open (the grace period's two weeks after July 1); on July 15 closed. Sessions last a
      // week, so Mia signs in on each day.
      for (const [day, status] of [
        ['2026-07-14', 200],
        ['2026-07-15', 409],
      ] as const) {
        t.clock.now = new Date(`${day}T15:00:00Z`);
        const headers = bearer(await signIn(t, w.org.email('mia'), 'acme'));
        const res = await t.app.inject({ method: 'POST', url: '/api/talent', headers, payload: appraisalBody(w.org.ids.dee, w.q1) });
        expect(res.statusCode, day).toBe(status);
        if (status === 409) expect(res.json().Message).toBe('Appraisals for this quarter can no longer be started.');
        else await t.app.inject({ method: 'DELETE', url: `/api/talent/${res.json().Id}`, headers });
      }
    } finally {
      t.clock.now = saved;
    }
  });

  it('answers 404 for another company’s person or quarter', async () => {
    expect((await call('mia', 'POST', '/talent', appraisalBody(other.org.ids.cal, w.q1))).statusCode).toBe(404);
    expect((await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, other.q1))).statusCode).toBe(404);
  });
});
