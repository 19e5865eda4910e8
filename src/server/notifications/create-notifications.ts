import { pipelined, type Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import {
  isActionItemEvent,
  isAppraisalEvent,
  isGoalEvent,
  isPeopleEvent,
  isReviewEvent,
  type ActionItemEvent,
  type AppraisalEvent,
  type DomainEvent,
  type GoalEvent,
  type PeopleEvent,
  type ReviewEvent,
} from '../events/bus';
import { planGoalNotices } from '../../domain/notifications/goal-notices';
import { planPeopleNotices } from '../../domain/notifications/people-notices';
import { planAppraisalNotices } from '../../domain/notifications/appraisal-notices';
import { planActionItemNotices } from '../../domain/notifications/action-item-notices';
import { planReviewNotices } from '../../domain/notifications/review-notices';
import type { Notification } from '../../contract/notifications';
import { mayHear } from '../../domain/notifications/audience';
import { findAppraisalQuarter, findPerson, findQuarterLabel, findRecipients, loadGoalEventFacts } from './event-facts';
import { countUnreadOf, insertNotifications, toNotification, type NewNotification } from './queries';
import { SOMEONE, wordsIn } from './notice-words';
import type { NoticeBody, NoticeText } from '../../domain/notifications/notice-text';

/** A notification just stored, with its recipient's unread count: what the live channel sends them. */
export type CreatedNotification = { tenantId: number; userId: number; notification: Notification; unreadCount: number };

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Whether an event may cause notifications at all (the live channel alone carries the others). */
export const mayNotify = (event: DomainEvent): boolean =>
  isGoalEvent(event) || isPeopleEvent(event) || isAppraisalEvent(event) || isActionItemEvent(event) || isReviewEvent(event);

/**
 * Stores the notifications that events of one tenant cause (the subscriber passes only those that `mayNotify`), in one
 * transaction (their facts read in one round trip, their rows written in one statement), and returns them in the
 * events' order. Each carries its recipient's unread count once the whole batch is stored.
 */
export async function createNotifications(db: Db, tenantId: number, events: DomainEvent[]): Promise<CreatedNotification[]> {
  if (events.length === 0) return [];
  return withTenant(db, tenantId, async (tx) => {
    const planned = await pipelined(...events.map((event) => () => notificationRowsOf(tx, event)));
    // The actor's name is the same in every event of the same actor: the person as the facts read them.
    const actorNames = new Map(planned.flatMap((p) => p.rows.map((r) => [r.actorId, p.actorName] as const)));
    const stored = await insertNotifications(
      tx,
      planned.flatMap((p) => p.rows),
    );
    const unread = await countUnreadOf(tx, tenantId, [...new Set(stored.map((n) => n.userId))]);
    return stored.map((n) => ({
      tenantId,
      userId: n.userId,
      notification: toNotification(n, actorNames.get(n.actorId) ?? null),
      unreadCount: unread.get(n.userId) ?? 0,
    }));
  });
}

type Planned = { rows: NewNotification[]; actorName: string | null };

/** The notifications an event causes, not yet stored; `tx` is already the event's tenant. */
export async function notificationRowsOf(tx: Db, event: DomainEvent): Promise<Planned> {
  if (isGoalEvent(event)) return goalNotifications(tx, event);
  if (isPeopleEvent(event)) return peopleNotifications(tx, event);
  if (isAppraisalEvent(event)) return appraisalNotifications(tx, event);
  if (isActionItemEvent(event)) return actionItemNotifications(tx, event);
  if (isReviewEvent(event)) return reviewNotifications(tx, event);
  return { rows: [], actorName: null };
}

async function goalNotifications(tx: Db, event: GoalEvent): Promise<Planned> {
  const facts = await loadGoalEventFacts(tx, event);
  if (!facts) return { rows: [], actorName: null };
  const planned = planGoalNotices(facts.input);
  const recipients = new Map(
    (
      await findRecipients(
        tx,
        event.tenantId,
        planned.map((p) => p.userId),
        { id: facts.goal.id, ownerId: facts.goal.ownerId },
      )
    ).map((r) => [r.id, r]),
  );
  const commentKind = facts.input.comment?.kind;
  const rows: NewNotification[] = [];
  for (const p of planned) {
    const r = recipients.get(p.userId);
    if (!r || !mayHear(r, facts.goal, { role: p.role, commentKind })) continue;
    rows.push({
      tenantId: event.tenantId,
      userId: p.userId,
      actorId: event.actorId,
      eventType: event.type,
      subject: wordsIn(r.language).subject(p.subject),
      body: wordsIn(r.language).body(p.body),
      objectType: p.objectType,
      objectId: p.objectId,
      goalId: p.goalId,
      mailPending: r.emailNotifications && r.accepted,
      createdAt: event.at,
    });
  }
  return { rows, actorName: facts.input.actor.name };
}

async function peopleNotifications(tx: Db, event: PeopleEvent): Promise<Planned> {
  const [actor, user] = [await findPerson(tx, event.tenantId, event.actorId), await findPerson(tx, event.tenantId, event.userId)];
  if (!user) return { rows: [], actorName: null };
  const data = event.data ?? {};
  const planned = planPeopleNotices({
    type: event.type,
    actor: actor ?? { id: event.actorId, name: SOMEONE },
    user,
    managerId: idOf(data.managerId) ?? idOf(data.toManagerId),
    fromManagerId: idOf(data.fromManagerId),
  });
  return { rows: await rowsFor(tx, event, planned, { about: user.id, actorKnown: actor !== null }), actorName: actor?.name ?? null };
}

async function appraisalNotifications(tx: Db, event: AppraisalEvent): Promise<Planned> {
  const [actor, employee] = [await findPerson(tx, event.tenantId, event.actorId), await findPerson(tx, event.tenantId, event.userId)];
  const quarter = await findAppraisalQuarter(tx, event.tenantId, event.appraisalId);
  if (!employee || !quarter) return { rows: [], actorName: null };
  const planned = planAppraisalNotices({
    type: event.type,
    actor: actor ?? { id: event.actorId, name: SOMEONE },
    employee,
    reviewerId: event.reviewerId,
    managerId: event.managerId,
    appraisalId: event.appraisalId,
    quarter,
  });
  return { rows: await rowsFor(tx, event, planned, { about: employee.id, actorKnown: actor !== null }), actorName: actor?.name ?? null };
}

async function actionItemNotifications(tx: Db, event: ActionItemEvent): Promise<Planned> {
  const actor = await findPerson(tx, event.tenantId, event.actorId);
  const planned = planActionItemNotices({
    type: event.type,
    actor: actor ?? { id: event.actorId, name: SOMEONE },
    assigneeId: event.assigneeId,
    requesterId: event.requesterId,
    actionItemId: event.actionItemId,
    title: event.data.title,
  });
  return {
    rows: await rowsFor(tx, event, planned, { about: event.assigneeId, actorKnown: actor !== null }),
    actorName: actor?.name ?? null,
  };
}

/** Talent named the recipients; a notice that may not name its actor (an upward answer, a reminder) stores none. */
async function reviewNotifications(tx: Db, event: ReviewEvent): Promise<Planned> {
  const actor = await findPerson(tx, event.tenantId, event.actorId);
  const subject = event.subjectId === null ? null : await findPerson(tx, event.tenantId, event.subjectId);
  const quarter = await findQuarterLabel(tx, event.tenantId, event.periodId);
  if (!quarter || (event.subjectId !== null && !subject)) return { rows: [], actorName: null };
  const planned = planReviewNotices({
    type: event.type,
    actor: actor ?? { id: event.actorId, name: SOMEONE },
    subject,
    recipientIds: event.recipientIds,
    quarter,
    objectId: event.objectId,
    data: event.data ?? {},
  });
  const named = planned.every((p) => p.namesActor);
  const rows = await rowsFor(tx, event, planned, { about: event.subjectId ?? 0, actorKnown: actor !== null && named });
  return { rows, actorName: named ? (actor?.name ?? null) : null };
}

type PlannedNotice = { userId: number; subject: NoticeText; body: NoticeBody; objectType: NewNotification['objectType']; objectId: number };

/** Rows for notices that are not about a goal: every active recipient, mailed if they take mail. */
async function rowsFor(
  tx: Db,
  event: PeopleEvent | AppraisalEvent | ActionItemEvent | ReviewEvent,
  planned: PlannedNotice[],
  t: { about: number; actorKnown: boolean },
): Promise<NewNotification[]> {
  const recipients = new Map(
    (
      await findRecipients(
        tx,
        event.tenantId,
        planned.map((p) => p.userId),
        { id: 0, ownerId: t.about },
      )
    ).map((r) => [r.id, r]),
  );
  const rows: NewNotification[] = [];
  for (const p of planned) {
    const r = recipients.get(p.userId);
    if (!r || r.deactivated) continue;
    rows.push({
      tenantId: event.tenantId,
      userId: p.userId,
      actorId: t.actorKnown ? event.actorId : null,
      eventType: event.type,
      subject: wordsIn(r.language).subject(p.subject),
      body: wordsIn(r.language).body(p.body),
      objectType: p.objectType,
      objectId: p.objectId,
      goalId: null,
      mailPending: r.emailNotifications && r.accepted,
      createdAt: event.at,
    });
  }
  return rows;
}
