import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestApp, signIn, bearer, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createDemoTenant } from './seed';

let t: TestApp;
let headers: (role: keyof typeof DEMO_ACCOUNTS) => Promise<Record<string, string>>;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const now = t.clock.now;
  const { TenantId: tenantId } = await createDemoTenant(t.database.db, { config: t.config, now }, { subdomain: 'demo' });
  // The demo seed runs seedReviews and seedFeedback after its talent.
  await withTenant(t.database.db, tenantId, async (tx) => {
    for (const u of await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.tenantId, tenantId)))
      ids.set(u.email, u.id);
  });
  headers = async (role) => bearer(await signIn(t, DEMO_ACCOUNTS[role], 'demo', DEMO_PASSWORD));
});
afterAll(() => t.close());

const get = async (url: string, h: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api${url}`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo company’s feedback', () => {
  it('shows Emma her peers’ answers of the quarter before without names, and Daniel his reports’ upward feedback', async () => {
    const emma = await headers('contributor');
    const daniel = await headers('manager');
    const org = await get('/talent/0/0/1?pageSize=100', await headers('hrAdmin'));
    const [current, previous] = org.Periods as { Id: number }[];
    const emmaId = ids.get(DEMO_ACCOUNTS.contributor)!;
    const danielId = ids.get(DEMO_ACCOUNTS.manager)!;
    const hers = await get(`/talent/feedback/${previous!.Id}/${emmaId}`, emma);
    expect(hers.Peers).toMatchObject({ Visibility: 'anonymous', Count: 3, Shown: true });
    expect(hers.Peers.Answers.every((a: { Writer: unknown }) => a.Writer === null)).toBe(true);
    const his = await get(`/talent/feedback/${previous!.Id}/${danielId}`, daniel);
    expect(his.Upward).toMatchObject({ Asked: 5, Count: 4, Shown: true });
    // Daniel reads Emma's peers by name, with Zara's decline.
    const asManager = await get(`/talent/feedback/${previous!.Id}/${emmaId}`, daniel);
    expect(asManager.Peers.Requests.map((r: { State: string }) => r.State).sort()).toEqual([
      'declined',
      'submitted',
      'submitted',
      'submitted',
    ]);
    // In the current appraisal quarter Emma has feedback to give, and Daniel peers to approve.
    const asked = await get('/talent/feedback/requests?State=requested', emma);
    expect(asked.Items.map((i: { Kind: string; PeriodId: number }) => [i.Kind, i.PeriodId])).toEqual([
      ['upward', current!.Id],
      ['peer', current!.Id],
    ]);
    const approvals = await get(`/talent/feedback/${current!.Id}/approvals`, daniel);
    expect(approvals.Items[0].User.Name).toBe('Noah Patel');
    expect(approvals.Items[0].Requests.map((r: { Respondent: { Name: string }; State: string }) => [r.Respondent.Name, r.State])).toEqual([
      ['Emma Fischer', 'requested'],
      ['Ethan Brooks', 'nominated'],
      ['Mei Tanaka', 'nominated'],
    ]);
    const reminders = (await get('/dashboard', daniel)).Reminders.map((r: { Type: string }) => r.Type);
    expect(reminders).toEqual(expect.arrayContaining(['GiveFeedback', 'ApprovePeers']));
  });
});

describe('the demo company’s calibration', () => {
  it('is a finished calibration of the whole company in the quarter before, four cards moved into their appraisals', async () => {
    const hannah = await headers('hrAdmin');
    const org = await get('/talent/0/0/1?pageSize=100', hannah);
    const previous = (org.Periods as { Id: number }[])[0]!;
    const list = await get(`/talent/calibrations?PeriodId=${previous.Id}`, hannah);
    const closed = (list.Items as { Id: number; Name: string; State: string; Root: unknown; ClosedAt: string | null }[]).filter(
      (c) => c.State === 'closed',
    );
    expect(closed).toEqual([expect.objectContaining({ Name: expect.stringMatching(/^Q\d \d{4} company calibration$/), Root: null })]);
    expect(closed[0]!.ClosedAt).not.toBeNull();
    const board = await get(`/talent/calibrations/${closed[0]!.Id}`, hannah);
    expect(board.Moved).toBe(4);
    const history = await get(`/talent/calibrations/${closed[0]!.Id}/moves`, hannah);
    expect((history.Items as unknown[]).length).toBe(4);
  });
});
