import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
});
afterAll(() => t.close());

describe('GET /api/Goal/periods', () => {
  it('lists the periods from the effective date with the current one and its week', async () => {
    await givenTenant(t, 'acme', { effectiveDate: '2026-01-01' });
    const res = await t.app.inject({ url: '/api/Goal/periods', headers: bearer(await signIn(t, 'ceo@acme.test', 'acme')) });
    const { Periods, Current } = res.json();
    expect(Periods.slice(0, 3)).toEqual([
      { Id: expect.any(Number), Index: 0, StartDate: '2026-01-01', EndDate: '2026-03-31', Quarter: 1, Year: 2026, IsCurrent: false },
      { Id: expect.any(Number), Index: 1, StartDate: '2026-04-01', EndDate: '2026-06-30', Quarter: 2, Year: 2026, IsCurrent: true },
      { Id: expect.any(Number), Index: 2, StartDate: '2026-07-01', EndDate: '2026-09-30', Quarter: 3, Year: 2026, IsCurrent: false },
    ]);
    expect(Periods).toHaveLength(6);
    // 2026-05-20 10:00 in Chicago is day 49 of the period: week 8 runs 2026-05-20 … 2026-05-26.
    expect(Current).toMatchObject({
      Index: 1,
      Week: 8,
      WeekStartDate: '2026-05-20',
      WeekEndDate: '2026-05-26',
      EffectiveDate: '2026-01-01',
    });
  });

  it('uses the tenant time zone for the current day', async () => {
    await givenTenant(t, 'late', { effectiveDate: '2026-01-01' });
    t.clock.now = new Date('2026-04-01T03:00:00Z'); // still 31 March in Chicago
    try {
      const res = await t.app.inject({ url: '/api/Goal/periods', headers: bearer(await signIn(t, 'ceo@late.test', 'late')) });
      expect(res.json().Current).toMatchObject({ Index: 0, Week: 13, StartDate: '2026-01-01' });
    } finally {
      t.clock.now = new Date('2026-05-20T15:00:00Z');
    }
  });
});
