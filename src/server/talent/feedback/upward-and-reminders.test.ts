import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { feedbackRequests, notifications } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { givenVoices } from '../../testing/feedback-world';
import { runFeedbackTick } from './feedback-job';

// Upward feedback and reminders, made by the periodic step (issue 34). Acme: CEO → Vic → Mia → Cal, Dee; Gina, Gus,
// Hana (HR) and Obi (an observer) under the CEO. On 2026-05-20 Q1 2026 is open; its feedback was due 2026-04-22.

let t: TestApp;
let w: TalentWorld;
type Who = keyof TalentWorld['org']['ids'] | 'hana';
const warnings: string[] = [];
const tick = () => runFeedbackTick(t.deps, (m) => warnings.push(m));
let ids: Record<Who, number>;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
  ids = { ...w.org.ids, hana: w.hanaId };
  await givenVoices(t, w.org.tenant.TenantId, ids.ceo, { upwardFeedbackOn: true, peerFeedbackOn: true });
});
afterAll(() => t.close());

const call = async (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await (who === 'hana' ? w.asHana() : w.org.as(who)),
    ...(payload ? { payload } : {}),
  });
const upwardOf = (respondent: Who) =>
  withTenant(
    t.database.db,
    w.org.tenant.TenantId,
    async (tx) =>
      (
        await tx
          .select()
          .from(feedbackRequests)
          .where(and(eq(feedbackRequests.respondentId, ids[respondent]), eq(feedbackRequests.kind, 'upward')))
      )[0]!,
  );
const noticesOf = async (who: Who, eventType: string) => {
  await t.deps.events.settled();
  return withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids[who]), eq(notifications.eventType, eventType))),
  );
};
const answer = async (who: Who, rating: number) => {
  const r = await upwardOf(who);
  const res = await call(who, 'PUT', `/talent/feedback/requests/${r.id}`, {
    Answers: [
      { QuestionId: 1, Rating: rating },
      { QuestionId: 2, Rating: rating },
      { QuestionId: 3, Text: `Words of ${who}` },
    ],
    Submit: true,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('upward feedback', () => {
  it('is asked of each active person with a manager, once, and the notice names nobody', async () => {
    expect(await tick()).toEqual({ upward: 7, reminders: 0 });
    expect(await tick()).toEqual({ upward: 0, reminders: 0 });
    expect((await upwardOf('cal')).subjectId).toBe(ids.mia);
    expect((await upwardOf('hana')).subjectId).toBe(ids.ceo);
    // The observer is asked nothing, the CEO has no manager.
    for (const who of ['obi', 'ceo'] as const) expect(await upwardOf(who)).toBeUndefined();
    const [notice] = await noticesOf('cal', 'feedback_requested');
    expect([notice?.subject, notice?.actorId]).toEqual(['Please give your feedback about your manager mia for Q1 2026', null]);
    const list = (await call('cal', 'GET', '/talent/feedback/requests')).json();
    expect(list.Items).toMatchObject([{ Kind: 'upward', Subject: { Name: 'mia' }, State: 'requested' }]);
  });

  it('cannot be declined', async () => {
    const res = await call('cal', 'POST', `/talent/feedback/requests/${(await upwardOf('cal')).id}/decline`, { Reason: 'No' });
    expect([res.statusCode, res.json().Message]).toEqual([
      409,
      'Feedback about your manager cannot be declined; you may leave it unanswered.',
    ]);
  });

  it('shows Mia and her manager only the count while fewer than three answered, and HR nothing', async () => {
    await answer('cal', 4);
    await answer('dee', 5);
    for (const who of ['mia', 'vic'] as const) {
      const seen = (await call(who, 'GET', `/talent/feedback/${w.q1}/${ids.mia}`)).json();
      expect(seen.Upward).toEqual({ Asked: 2, Count: 2, Threshold: 3, Shown: false, Answers: [], Summary: [] });
    }
    expect((await call('hana', 'GET', `/talent/feedback/${w.q1}/${ids.mia}`)).json().Upward).toBeNull();
    // Vic hears that a report answered about Mia, not which.
    const told = await noticesOf('vic', 'feedback_submitted');
    expect(told.map((n) => [n.subject, n.actorId])).toEqual([
      ['A report gave feedback about mia as a manager for Q1 2026', null],
      ['A report gave feedback about mia as a manager for Q1 2026', null],
    ]);
  });

  it('shows the CEO three answers without writers, in the order of their content', async () => {
    await answer('gus', 2);
    await answer('vic', 5);
    expect((await call('ceo', 'GET', `/talent/feedback/${w.q1}/${ids.ceo}`)).json().Upward).toMatchObject({ Count: 2, Shown: false });
    await answer('gina', 3);
    const upward = (await call('ceo', 'GET', `/talent/feedback/${w.q1}/${ids.ceo}`)).json().Upward;
    expect(upward).toMatchObject({ Asked: 4, Count: 3, Shown: true });
    expect(upward.Summary.map((s: { Average: number; Count: number }) => [s.Average, s.Count])).toEqual([
      [3.33, 3],
      [3.33, 3],
    ]);
    expect(upward.Answers.filter((a: { Kind: string }) => a.Kind === 'text').map((a: { Text: string }) => a.Text)).toEqual([
      'Words of gina',
      'Words of gus',
      'Words of vic',
    ]);
    expect(JSON.stringify(upward)).not.toMatch(/"Writer":\{|SubmittedAt|RespondentId/);
    expect((await call('hana', 'GET', `/talent/feedback/${w.q1}/${ids.ceo}`)).json().Upward).toBeNull();
  });
});

describe('reminders', () => {
  it('go once to those who have not answered, days after they were asked', async () => {
    expect((await tick()).reminders).toBe(0);
    t.clock.now = new Date('2026-05-24T09:00:00Z');
    expect(await tick()).toEqual({ upward: 0, reminders: 2 });
    expect(await tick()).toEqual({ upward: 0, reminders: 0 });
    const [notice] = await noticesOf('mia', 'feedback_reminder');
    expect([notice?.subject, notice?.actorId]).toEqual([
      'A reminder: your feedback about your manager vic for Q1 2026 is due on 2026-04-22',
      null,
    ]);
    expect(await noticesOf('cal', 'feedback_reminder')).toEqual([]);
  });
});
