import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createDemoTenant } from './seed';

let t: TestApp;
let headers: (role: keyof typeof DEMO_ACCOUNTS) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const now = t.clock.now;
  await createDemoTenant(t.database.db, { config: t.config, now }, { subdomain: 'demo' });
  headers = async (role) => bearer(await signIn(t, DEMO_ACCOUNTS[role], 'demo', DEMO_PASSWORD));
});
afterAll(() => t.close());

describe('the demo company’s self-reviews', () => {
  it('has every voice on, a handed-in self-review the quarter before and Emma’s draft in the current appraisal quarter', async () => {
    const emma = await headers('contributor');
    const daniel = await headers('manager');
    const get = async (url: string, h: Record<string, string>) => (await t.app.inject({ url: `/api${url}`, headers: h })).json();
    expect(await get('/talent/reviews/settings', emma)).toEqual({
      SelfReviewOn: true,
      PeerFeedbackOn: true,
      UpwardFeedbackOn: true,
      PeerCap: 5,
      PeerVisibility: 'anonymous',
    });
    const org = await get('/talent/0/0/1?pageSize=100', await headers('hrAdmin'));
    const [current, previous] = org.Periods as { Id: number }[];
    const emmaId = org.users.find((u: { Name: string }) => u.Name === 'Emma Fischer').Id as number;
    expect(await get(`/talent/self-review/${current!.Id}`, emma)).toMatchObject({
      State: 'draft',
      Open: true,
      Answers: [{ QuestionId: 1 }],
    });
    // Her manager does not see the draft, and reads the handed-in one of the quarter before.
    expect(await get(`/talent/self-review/${current!.Id}/${emmaId}`, daniel)).toMatchObject({ State: 'not_started', Answers: [] });
    const before = await get(`/talent/self-review/${previous!.Id}/${emmaId}`, daniel);
    expect(before).toMatchObject({ State: 'submitted', Open: false });
    expect(before.Answers).toHaveLength(3);
  });
});
