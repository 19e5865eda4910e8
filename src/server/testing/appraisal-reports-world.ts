import { expect } from 'vitest';
import { bearer, signIn, type TestApp } from './test-app';
import { appraisalBody, givenTalentWorld } from './talent-world';

type Who = 'ceo' | 'vic' | 'mia' | 'cal' | 'dee' | 'gina' | 'gus' | 'obi' | 'hana';
type Step = 'draft' | 'shared' | 'completed';

/**
 * The talent world (CEO → Vic → Mia → Cal, Dee; Gina, Gus, Hana (HR admin) and Obi (observer) under the CEO) with
 * appraisals written through the API as people write them:
 * - Q1 2026, on 2026-05-20: Cal (2, 3, commented) and Dee (3, 1) completed by Mia, Mia (3, 2) completed by Vic,
 *   Hana (1, 1) completed by the CEO, Gina's (2, 2) shared by the CEO;
 * - Q2 2026, on 2026-08-20 (the clock stays there): Cal (3, 3) completed, Dee's (1, 2) a draft, Mia's (2, 3) shared.
 */
export async function givenAppraisalReportsWorld(t: TestApp, subdomain: string) {
  const w = await givenTalentWorld(t, subdomain);
  const { org } = w;
  const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
  const periodAt = (index: number) => periods.Periods.find((p: { Index: number }) => p.Index === index).Id as number;
  const q1 = w.q1;
  const q2 = periodAt(1);
  const q3 = periodAt(2);
  const names: Record<Who, string> = {
    ceo: `${subdomain} CEO`,
    vic: 'vic',
    mia: 'mia',
    cal: 'cal',
    dee: 'dee',
    gina: 'gina',
    gus: 'gus',
    obi: 'obi',
    hana: 'hana',
  };
  const ids = { ...org.ids, hana: w.hanaId };
  // Sessions live a week: moving the clock a quarter on needs new ones.
  let tokens = new Map<Who, string>();
  const as = async (who: Who) => {
    if (!tokens.has(who)) tokens.set(who, await signIn(t, who === 'ceo' ? org.tenant.ceoEmail : org.email(who), subdomain));
    return bearer(tokens.get(who)!);
  };
  const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const appraise = async (manager: Who, employee: Who, periodId: number, step: Step, over: Record<string, unknown>) => {
    const id = (await call(manager, 'POST', '/talent', appraisalBody(ids[employee], periodId, over))).Id as number;
    if (step === 'draft') return id;
    await call(manager, 'GET', `/talent/share/${id}`);
    if (step === 'shared') return id;
    await call(employee, 'POST', `/talent/employeesign/${id}`, { Sign: names[employee], Comment: `Thanks, ${names[manager]}` });
    await call(manager, 'POST', `/talent/managersign/${id}`, { Sign: names[manager] });
    return id;
  };

  await appraise('mia', 'cal', q1, 'completed', { Primary: 2, Secondary: 3 });
  await appraise('mia', 'dee', q1, 'completed', { Primary: 3, Secondary: 1, Review: '<p>Dee ran the <em>spring</em> launch.</p>' });
  await appraise('vic', 'mia', q1, 'completed', { Primary: 3, Secondary: 2, Review: '<p>Mia grew the team.</p>' });
  await appraise('ceo', 'hana', q1, 'completed', { Primary: 1, Secondary: 1, Review: '<p>Hana rebuilt hiring.</p>' });
  await appraise('ceo', 'gina', q1, 'shared', { Primary: 2, Secondary: 2, Review: '<p>Gina kept the goals tidy.</p>' });
  t.clock.now = new Date('2026-08-20T15:00:00Z');
  tokens = new Map();
  await appraise('mia', 'cal', q2, 'completed', { Primary: 3, Secondary: 3, Review: '<p>Cal led the summer release.</p>' });
  await appraise('mia', 'dee', q2, 'draft', { Primary: 1, Secondary: 2, Review: '<p>Dee is settling in.</p>' });
  await appraise('vic', 'mia', q2, 'shared', { Primary: 2, Secondary: 3, Review: '<p>Mia steadied the quarter.</p>' });
  return { org, ids, q1, q2, q3, as, names };
}
export type AppraisalReportsWorld = Awaited<ReturnType<typeof givenAppraisalReportsWorld>>;
export type AppraisalWho = Who;
