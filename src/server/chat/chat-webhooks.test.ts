import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalWorld } from '../testing/goal-org';
import { startChatWebhook, type ChatWebhookServer } from '../testing/chat-webhook-kit';
import { buildGoal, type GoalBlueprint } from '../goals/goal-factory';
import { CHAT_URL_HTTPS, CHAT_URL_REQUIRED } from '../../contract/chat';
import type { SlackPayload } from '../../domain/chat/slack-message';
import type { TeamsPayload } from '../../domain/chat/teams-message';
import { privateWebhookAddress } from './settings';
import { NOT_CONNECTED, TEST_POSTED } from './test-post';
import { runChatPost } from './post-job';
import { upsertWebhook } from './queries';
import { webhookBox } from './webhook-box';

// The company's Slack and Teams webhooks (issue 33) through HTTP, against loopback servers that speak each webhook's
// protocol; CHAT_PRIVATE_ADDRESSES lets the company use them.
const SECRET = 'chat-webhooks-test-secret-0123456789abcdef';
let t: TestApp;
let acme: Awaited<ReturnType<typeof givenGoalWorld>>;
let globex: Awaited<ReturnType<typeof givenGoalWorld>>;
let slack: ChatWebhookServer;
let teams: ChatWebhookServer;
let globexSlack: ChatWebhookServer;

beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY: SECRET, CHAT_PRIVATE_ADDRESSES: 'on', PUBLIC_URL: 'https://trellis.example' });
  acme = await givenGoalWorld(t, 'acme');
  globex = await givenGoalWorld(t, 'globex');
  [slack, teams, globexSlack] = await Promise.all([startChatWebhook('slack'), startChatWebhook('teams'), startChatWebhook('slack')]);
});
afterAll(async () => {
  await t.close();
  await Promise.all([slack.close(), teams.close(), globexSlack.close()]);
});

type World = typeof acme;
type Who = Parameters<World['org']['as']>[0];
const call = async (w: World, who: Who, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await w.org.as(who), ...(payload ? { payload } : {}) });
const connect = (w: World, kind: 'slack' | 'teams', Url: string) => call(w, 'ceo', 'PUT', `/chat/webhooks/${kind}`, { Url });

const goalOf = (w: World, over: Partial<GoalBlueprint> = {}) =>
  withTenant(
    t.database.db,
    w.org.tenant.TenantId,
    async (tx) =>
      (
        await buildGoal(tx, {
          tenantId: w.org.tenant.TenantId,
          ownerId: w.org.ids.cal,
          periodId: w.periodId,
          state: 'approved',
          at: t.clock.now,
          ...over,
        })
      ).id,
  );
const slackLines = (body: unknown) => (body as SlackPayload).blocks.filter((b) => b.type === 'section').map((b) => b.text.text);
const teamsLines = (body: unknown) => (body as TeamsPayload).attachments[0]!.content.body.map((b) => b.text);
/** Lets the posts of everything published so far reach the loopback servers, or show they were never queued. */
const settle = async (ms = 600) => {
  await t.deps.events.settled();
  await new Promise((resolve) => setTimeout(resolve, ms));
};

describe('the webhook settings', () => {
  it('lists both kinds, neither connected, for the CEO', async () => {
    const res = await call(acme, 'ceo', 'GET', '/chat/webhooks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { Kind: 'slack', Connected: false, Host: null, UpdatedAt: null, LastPostedAt: null },
        { Kind: 'teams', Connected: false, Host: null, UpdatedAt: null, LastPostedAt: null },
      ],
      count: 2,
    });
  });

  it('keeps the address sealed: answered and listed by its host only, stored as a key box, audited by host', async () => {
    const res = await connect(acme, 'slack', slack.url);
    const host = new URL(slack.url).host;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Kind: 'slack', Connected: true, Host: host, UpdatedAt: t.clock.now.toISOString(), LastPostedAt: null });
    const list = await call(acme, 'ceo', 'GET', '/chat/webhooks');
    expect(list.json().data[0]).toMatchObject({ Kind: 'slack', Connected: true, Host: host });
    expect(list.body).not.toContain('/services/');
    const [row] = await queryRows<{ url_encrypted: string }>(
      t.database.db,
      sql`select url_encrypted from chat_webhooks where tenant_id = ${acme.org.tenant.TenantId} and kind = 'slack'`,
    );
    expect(row!.url_encrypted).toMatch(/^v1\./);
    expect(row!.url_encrypted).not.toContain('services');
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      t.database.db,
      sql`select "before", "after" from audit_entries where tenant_id = ${acme.org.tenant.TenantId} and action = 'company.settings' order by id`,
    );
    expect(audit.at(-1)).toEqual({ before: { SlackWebhook: null }, after: { SlackWebhook: `${host} (new address)` } });
    expect(await connect(acme, 'teams', teams.url)).toHaveProperty('statusCode', 200);
  });

  it('is the CEO’s and org admins’: others may neither read (404) nor change it (403)', async () => {
    for (const who of ['cal', 'mia', 'obi'] as const) {
      expect((await call(acme, who, 'GET', '/chat/webhooks')).statusCode).toBe(404);
      expect((await call(acme, who, 'PUT', '/chat/webhooks/slack', { Url: 'https://hooks.slack.com/services/x' })).statusCode).toBe(403);
      expect((await call(acme, who, 'DELETE', '/chat/webhooks/slack')).statusCode).toBe(403);
      expect((await call(acme, who, 'POST', '/chat/webhooks/slack/test')).statusCode).toBe(403);
    }
  });

  it.each([
    ['', CHAT_URL_REQUIRED],
    ['hooks.slack.com/services/x', CHAT_URL_HTTPS],
    ['ftp://hooks.slack.com/services/x', CHAT_URL_HTTPS],
  ])('refuses %j with a message on Url', async (Url, message) => {
    const res = await connect(acme, 'slack', Url);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Url', Message: message }]);
  });

  it('knows only Slack and Teams', async () => {
    expect((await connect(acme, 'discord' as 'slack', 'https://discord.example/x')).statusCode).toBe(400);
  });
});

describe('a test message', () => {
  it('arrives in Slack as blocks, and says so', async () => {
    const res = await call(acme, 'ceo', 'POST', '/chat/webhooks/slack/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Posted: true, Message: TEST_POSTED });
    const body = slack.posted.at(-1) as SlackPayload;
    expect(body.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Test message from Trellis', emoji: true } });
    expect(body.blocks.at(-1)).toEqual({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in Trellis' }, url: 'https://acme.trellis.example/v3/home' }],
    });
    const listed = (await call(acme, 'ceo', 'GET', '/chat/webhooks')).json().data[0];
    expect(listed.LastPostedAt).toBe(t.clock.now.toISOString());
  });

  it('arrives in Teams as an Adaptive Card, accepted with 202', async () => {
    const res = await call(acme, 'ceo', 'POST', '/chat/webhooks/teams/test');
    expect(res.json()).toEqual({ Posted: true, Message: TEST_POSTED });
    expect(teamsLines(teams.posted.at(-1))[0]).toBe('Test message from Trellis');
  });

  it.each([
    [
      'a webhook deleted in Slack',
      { status: 404, body: 'no_service' },
      'Slack says this webhook no longer exists or was turned off (HTTP 404 no_service). Copy a new address from Slack and save it.',
    ],
    ['a refused body', { status: 400, body: 'invalid_blocks' }, 'Slack did not accept the message (HTTP 400 invalid_blocks).'],
    [
      'Slack down',
      { status: 503, body: 'unavailable' },
      'Slack is busy or failing right now (HTTP 503 unavailable). Try again in a few minutes.',
    ],
  ])('says in words why it failed: %s', async (_name, step, message) => {
    slack.script(step);
    const res = await call(acme, 'ceo', 'POST', '/chat/webhooks/slack/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Posted: false, Message: message });
  });

  it('follows no redirect', async () => {
    slack.script({ redirectTo: 'http://169.254.169.254/latest/meta-data' });
    expect((await call(acme, 'ceo', 'POST', '/chat/webhooks/slack/test')).json()).toEqual({
      Posted: false,
      Message: 'Slack answered with a redirect, which Trellis does not follow. Check the address.',
    });
  });

  it('speaks the reader’s language', async () => {
    slack.script({ status: 404, body: 'no_service' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/webhooks/slack/test',
      headers: { ...(await acme.org.as('ceo')), 'accept-language': 'de' },
    });
    expect(res.json().Message).toBe(
      'Slack meldet, dass es diesen Webhook nicht mehr gibt oder er abgeschaltet wurde (HTTP 404 no_service). Kopieren Sie eine neue Adresse aus Slack und speichern Sie sie.',
    );
  });
});

describe('what posts by itself', () => {
  it('an approval waiting, a goal’s title withheld while it is a draft in review, to both chats', async () => {
    const slackBefore = slack.posted.length;
    const teamsBefore = teams.posted.length;
    const id = await goalOf(acme, { state: 'draft', title: 'Grow <revenue> & **margin**' });
    expect((await call(acme, 'cal', 'POST', '/Goal/approve', { Id: id, Status: 'review' })).statusCode).toBe(200);
    const [posted] = (await slack.waitForPosts(slackBefore + 1)).slice(slackBefore);
    const [card] = (await teams.waitForPosts(teamsBefore + 1)).slice(teamsBefore);
    const link = `https://acme.trellis.example/v3/goals/${id}`;
    expect((posted as SlackPayload).blocks[0]!).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Approval waiting', emoji: true },
    });
    expect(slackLines(posted)).toEqual([`<${link}|cal submitted a goal for approval by mia>`]);
    expect(teamsLines(card)).toEqual(['Approval waiting', `[cal submitted a goal for approval by mia](${link})`]);
  });

  it('edits waiting for approval of a published goal, its title escaped for each', async () => {
    const slackBefore = slack.posted.length;
    const teamsBefore = teams.posted.length;
    const id = await goalOf(acme, { title: 'Grow <!channel> & **margin**' });
    const res = await call(acme, 'cal', 'PUT', `/Goal/${id}`, {
      Title: 'Grow more',
      Measurement: 'Revenue',
      Description: '',
      IsPrivate: false,
      OwnerId: acme.org.ids.cal,
      PeriodId: acme.periodId,
      ParentId: null,
      IsDraft: false,
    });
    expect(res.statusCode).toBe(200);
    const [posted] = (await slack.waitForPosts(slackBefore + 1)).slice(slackBefore);
    const [card] = (await teams.waitForPosts(teamsBefore + 1)).slice(teamsBefore);
    const link = `https://acme.trellis.example/v3/goals/${id}`;
    expect(slackLines(posted)).toEqual([`<${link}|cal submitted edits to “Grow &lt;!channel&gt; &amp; **margin**” for approval by mia>`]);
    expect(teamsLines(card)[1]).toBe(`[cal submitted edits to “Grow <!channel> & \\*\\*margin\\*\\*” for approval by mia](${link})`);
  });

  it('a goal newly at risk, once: not again while it stays at risk', async () => {
    const id = await goalOf(acme, { title: 'Grow revenue' });
    const teamsBefore = teams.posted.length;
    const weeks = (await call(acme, 'cal', 'GET', `/Goal/${id}`)).json().GoalWeeklyStates as { Week: { Id: number; Week: number } }[];
    const weekId = (n: number) => weeks.find((s) => s.Week.Week === n)!.Week.Id;
    const before = slack.posted.length;
    const update = (Likelihood: number, WeekId: number) =>
      call(acme, 'cal', 'POST', '/Goal/updatestatus', { Id: id, WeekId, Likelihood, Quality: 2 });
    expect((await update(1, weekId(7))).statusCode).toBe(200);
    const [posted] = (await slack.waitForPosts(before + 1)).slice(before);
    const link = `https://acme.trellis.example/v3/goals/${id}`;
    expect((posted as SlackPayload).blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Goal at risk', emoji: true } });
    expect(slackLines(posted)).toEqual([`<${link}|“Grow revenue” (cal) is now at risk: Not sure>`]);
    expect((posted as SlackPayload).text).toBe('Goal at risk\n“Grow revenue” (cal) is now at risk: Not sure');
    expect(teamsLines((await teams.waitForPosts(teamsBefore + 1))[teamsBefore])).toEqual([
      'Goal at risk',
      `[“Grow revenue” \\(cal\\) is now at risk: Not sure](${link})`,
    ]);
    // The week after, still at risk: nothing new.
    expect((await update(0, weekId(8))).statusCode).toBe(200);
    await settle();
    expect(slack.posted.length).toBe(before + 1);
  });

  it('never a private goal: neither its approval nor its risk', async () => {
    const before = { slack: slack.posted.length, teams: teams.posted.length };
    const draft = await goalOf(acme, { state: 'draft', hidden: true, title: 'Secret merger' });
    expect((await call(acme, 'cal', 'POST', '/Goal/approve', { Id: draft, Status: 'review' })).statusCode).toBe(200);
    const approved = await goalOf(acme, { hidden: true, title: 'Secret layoffs' });
    expect((await call(acme, 'cal', 'POST', '/Goal/updatestatus', { Id: approved, Likelihood: 0, Quality: 0 })).statusCode).toBe(200);
    await settle(1500);
    expect({ slack: slack.posted.length, teams: teams.posted.length }).toEqual(before);
    expect(JSON.stringify([...slack.posted, ...teams.posted])).not.toMatch(/Secret/);
  });

  it('nothing of one company in another’s chat, and nothing for a company without webhooks', async () => {
    const id = await goalOf(acme, { title: 'Acme only' });
    expect((await call(acme, 'cal', 'POST', '/Goal/updatestatus', { Id: id, Likelihood: 0, Quality: 1 })).statusCode).toBe(200);
    await slack.waitForPosts(slack.posted.length); // acme's own post arrives in acme's chat (checked above)
    await settle(1500);
    expect(globexSlack.requests).toEqual([]);
    // globex connects its own: its events post there, acme's webhook hears nothing of them.
    expect((await connect(globex, 'slack', globexSlack.url)).statusCode).toBe(200);
    const acmeBefore = slack.posted.length;
    const theirs = await goalOf(globex, { title: 'Globex goal' });
    expect((await call(globex, 'cal', 'POST', '/Goal/updatestatus', { Id: theirs, Likelihood: 1, Quality: 1 })).statusCode).toBe(200);
    const [posted] = await globexSlack.waitForPosts(1);
    expect(slackLines(posted)[0]).toContain('“Globex goal” (cal) is now at risk');
    expect(slackLines(posted)[0]).toContain('https://globex.trellis.example/');
    await settle();
    expect(slack.posted.slice(acmeBefore).map((p) => JSON.stringify(p))).not.toContainEqual(expect.stringContaining('Globex'));
  });

  it('answers the request before the post: a slow chat service does not hold up the weekly update', async () => {
    slack.script({ delayMs: 3000 });
    const id = await goalOf(acme, { title: 'Slow chat' });
    const started = performance.now();
    expect((await call(acme, 'cal', 'POST', '/Goal/updatestatus', { Id: id, Likelihood: 1, Quality: 1 })).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    // The post reaches the (slow) service afterwards.
    await vi.waitFor(() => expect(slack.requests.some((r) => r.text.includes('Slow chat'))).toBe(true), { timeout: 10_000, interval: 100 });
  });
});

describe('a post that keeps failing', () => {
  it('is tried again, then logged and dropped; a success notes when it was posted', async () => {
    const warnings: string[] = [];
    const tenantId = acme.org.tenant.TenantId;
    const job = { tenantId, kind: 'slack' as const, message: { title: 'Retry me', lines: [] } };
    const before = slack.requests.length;
    slack.script({ status: 500, body: 'rollup_error' }, { status: 500, body: 'rollup_error' }, { status: 500, body: 'rollup_error' });
    await runChatPost(t.deps, job, (m) => warnings.push(m), { retryDelaysMs: [10, 10] });
    expect(slack.requests.length - before).toBe(3);
    expect(warnings).toEqual([`[chat] company ${tenantId}: slack post dropped after 3 attempt(s): HTTP 500 rollup_error`]);
    // A webhook gone is not tried again.
    slack.script({ status: 404, body: 'no_service' });
    await runChatPost(t.deps, job, (m) => warnings.push(m), { retryDelaysMs: [10, 10] });
    expect(slack.requests.length - before).toBe(4);
    expect(warnings[1]).toBe(`[chat] company ${tenantId}: slack post dropped after 1 attempt(s): HTTP 404 no_service`);
    // A passing failure, then success.
    t.clock.now = new Date('2026-05-21T09:00:00Z');
    try {
      slack.script({ status: 503, body: 'busy' });
      await runChatPost(t.deps, job, (m) => warnings.push(m), { retryDelaysMs: [10, 10] });
      expect(warnings).toHaveLength(2);
      const listed = (await call(acme, 'ceo', 'GET', '/chat/webhooks')).json().data[0];
      expect(listed.LastPostedAt).toBe('2026-05-21T09:00:00.000Z');
    } finally {
      t.clock.now = new Date('2026-05-20T15:00:00Z');
    }
  });
});

describe('removing a webhook', () => {
  it('stops the posts, and the test answers that nothing is connected', async () => {
    const res = await call(acme, 'ceo', 'DELETE', '/chat/webhooks/teams');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Kind: 'teams', Connected: false, Host: null, UpdatedAt: null, LastPostedAt: null });
    const test = await call(acme, 'ceo', 'POST', '/chat/webhooks/teams/test');
    expect(test.statusCode).toBe(404);
    expect(test.json().Message).toBe(NOT_CONNECTED);
    const audit = await queryRows<{ after: unknown }>(
      t.database.db,
      sql`select "after" from audit_entries where tenant_id = ${acme.org.tenant.TenantId} and action = 'company.settings' order by id desc limit 1`,
    );
    expect(audit[0]!.after).toEqual({ TeamsWebhook: null });
  });
});

describe('without CHAT_PRIVATE_ADDRESSES', () => {
  let strict: TestApp;
  let world: World;
  beforeAll(async () => {
    strict = await createTestApp({ SECRET_KEY: SECRET });
    world = await givenGoalWorld(strict, 'strict');
  });
  afterAll(() => strict.close());
  const put = async (Url: string) =>
    strict.app.inject({ method: 'PUT', url: '/api/chat/webhooks/slack', headers: await world.org.as('ceo'), payload: { Url } });

  it.each([
    ['a loopback address', 'https://127.0.0.1:9/services/x', privateWebhookAddress('127.0.0.1')],
    ['a private network', 'https://10.1.2.3/services/x', privateWebhookAddress('10.1.2.3')],
    ['cloud metadata', 'https://169.254.169.254/latest', privateWebhookAddress('169.254.169.254')],
    ['IPv6 loopback', 'https://[::1]/services/x', privateWebhookAddress('::1')],
    ['http://', 'http://hooks.slack.com/services/x', CHAT_URL_HTTPS],
  ])('refuses %s with a clear message on Url', async (_name, Url, message) => {
    const res = await put(Url);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Url', Message: message }]);
  });

  it('refuses a name that answers a private address', async () => {
    const res = await put('https://localhost/services/x');
    expect(res.statusCode).toBe(400);
    expect([privateWebhookAddress('127.0.0.1'), privateWebhookAddress('::1')]).toContain(res.json().Errors[0].Message);
  });

  it('never posts to a private address, even one stored while the operator allowed it', async () => {
    const tenantId = world.org.tenant.TenantId;
    await withTenant(strict.database.db, tenantId, (tx) =>
      upsertWebhook(tx, {
        tenantId,
        kind: 'slack',
        urlEncrypted: webhookBox(strict).seal(slack.url),
        updatedById: world.org.ids.ceo,
        now: strict.clock.now,
      }),
    );
    const before = slack.requests.length;
    const res = await strict.app.inject({ method: 'POST', url: '/api/chat/webhooks/slack/test', headers: await world.org.as('ceo') });
    expect(res.json()).toEqual({
      Posted: false,
      Message: 'Trellis posts only to public addresses, and this address leads to a private network or this machine.',
    });
    expect(slack.requests.length).toBe(before);
  });
});
