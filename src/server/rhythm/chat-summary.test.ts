import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { buildGoal } from '../goals/goal-factory';
import { startChatWebhook, type ChatWebhookServer } from '../testing/chat-webhook-kit';
import { bearer, createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import type { SlackPayload } from '../../domain/chat/slack-message';
import { runRhythmTick } from './tick';

// The company's weekly summary reaches its Slack channel (issue 33: "the weekly summary … post there"), once, through
// the job queue, against a loopback server that checks the post as Slack does. Acme's update is due Friday 9 October
// 2026 at 09:00 in Chicago (14:00 UTC); Cal gave his update (his goal at risk), Dee did not.

let t: TestApp;
let slack: ChatWebhookServer;
const warnings: string[] = [];
const tick = () => runRhythmTick(t.deps, { warn: (m) => warnings.push(m) });

beforeAll(async () => {
  t = await createTestApp({
    RHYTHM_TICK_INTERVAL: '3600',
    CHAT_PRIVATE_ADDRESSES: 'on',
    SECRET_KEY: 'rhythm-chat-summary-test-0123456789abcdef',
  });
  slack = await startChatWebhook('slack');
  t.clock.now = new Date('2026-10-07T12:00:00Z');
  const tenant = await givenTenant(t, 'acme', { effectiveDate: '2026-10-01' });
  const ceo = bearer(await signIn(t, tenant.ceoEmail, 'acme'));
  const ids: Record<string, number> = {};
  for (const name of ['cal', 'dee']) {
    ids[name] = (
      await givenUser(t, tenant.TenantId, {
        name,
        email: `${name}@acme.test`,
        password: PASSWORD,
        role: 'contributor',
        managerEmail: tenant.ceoEmail,
      })
    ).UserId;
  }
  const periods = await t.app.inject({ method: 'GET', url: '/api/Goal/periods', headers: ceo });
  const periodId = (periods.json() as { Current: { Id: number } }).Current.Id;
  const goals = await withTenant(t.database.db, tenant.TenantId, async (tx) => ({
    cal: (await buildGoal(tx, { tenantId: tenant.TenantId, ownerId: ids.cal!, periodId, state: 'approved', at: t.clock.now })).id,
    dee: (await buildGoal(tx, { tenantId: tenant.TenantId, ownerId: ids.dee!, periodId, state: 'approved', at: t.clock.now })).id,
  }));
  const connected = await t.app.inject({ method: 'PUT', url: '/api/chat/webhooks/slack', headers: ceo, payload: { Url: slack.url } });
  expect(connected.statusCode, connected.body).toBe(200);
  t.clock.now = new Date('2026-10-08T15:00:00Z');
  const cal = bearer(await signIn(t, 'cal@acme.test', 'acme'));
  const updated = await t.app.inject({
    method: 'POST',
    url: '/api/Goal/updatestatus',
    headers: cal,
    payload: { Id: goals.cal, Likelihood: 1, Quality: 3 },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  // His goal is now at risk, which is posted on its own (chat's subscriber): the summary comes after it.
  await slack.waitForPosts(1, 10_000);
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

describe("the company's weekly summary in its chat", () => {
  it('is posted to Slack once when the week comes due, saying who updated and what is at risk', async () => {
    const before = slack.posted.length;
    t.clock.now = new Date('2026-10-09T13:59:00Z');
    expect((await tick()).chats).toBe(0);
    t.clock.now = new Date('2026-10-09T14:00:30Z');
    expect((await tick()).chats).toBe(1);
    t.clock.now = new Date('2026-10-09T20:00:00Z');
    expect((await tick()).chats).toBe(0);

    const [post] = (await slack.waitForPosts(before + 1, 10_000)).slice(before) as SlackPayload[];
    expect(post!.text).toContain('Weekly summary for');
    const lines = post!.blocks.filter((b) => b.type === 'section').map((b) => b.text.text);
    expect(lines).toEqual(expect.arrayContaining(['Gave their weekly update: 1 of 2']));
    expect(lines).toEqual(expect.arrayContaining(['Goals at risk: 1']));
    // Nothing more arrives: the week's summary went out once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(slack.posted.length).toBe(before + 1);
    expect(warnings).toEqual([]);
  });
});
