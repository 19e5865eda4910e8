import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { feedbackRequests, periods, users } from '../../db/schema';

export type FeedbackRow = typeof feedbackRequests.$inferSelect;
export type FeedbackKind = 'peer' | 'upward';

const respondent = alias(users, 'respondent');
const subject = alias(users, 'subject');

/** Voices of the company matching `where`, with their respondents' names, in the order given. */
const voicesWithRespondents = (tx: Db, tenantId: number, where: SQL | undefined, order: SQL[]) =>
  tx
    .select({ r: feedbackRequests, respondentName: respondent.name })
    .from(feedbackRequests)
    .innerJoin(
      respondent,
      and(
        eq(respondent.tenantId, tenantId),
        eq(respondent.tenantId, feedbackRequests.tenantId),
        eq(respondent.id, feedbackRequests.respondentId),
      ),
    )
    .where(and(eq(feedbackRequests.tenantId, tenantId), where))
    .orderBy(...order);

/** Every peer and upward voice about these people in a quarter, with the respondents' names. */
export const findVoicesAbout = (tx: Db, tenantId: number, subjectIds: number[], periodId: number) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : voicesWithRespondents(
        tx,
        tenantId,
        and(inArray(feedbackRequests.subjectId, subjectIds), eq(feedbackRequests.periodId, periodId), ne(feedbackRequests.kind, 'self')),
        [asc(feedbackRequests.id)],
      );

/** The peer requests about each of these people in a quarter, with the respondents' names. */
export const findPeersOf = (tx: Db, tenantId: number, subjectIds: number[], periodId: number) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : voicesWithRespondents(
        tx,
        tenantId,
        and(inArray(feedbackRequests.subjectId, subjectIds), eq(feedbackRequests.periodId, periodId), eq(feedbackRequests.kind, 'peer')),
        [asc(respondent.name), asc(feedbackRequests.id)],
      );

/** The colleagues named, as the nomination rules read them. */
export const findColleagues = (tx: Db, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: users.id, deactivatedAt: users.deactivatedAt, roleName: users.roleName })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));

export async function insertRequests(
  tx: Db,
  rows: (typeof feedbackRequests.$inferInsert)[],
): Promise<{ id: number; respondentId: number }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(feedbackRequests)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: feedbackRequests.id, respondentId: feedbackRequests.respondentId });
}

export const updateRequest = (tx: Db, tenantId: number, id: number, set: Partial<typeof feedbackRequests.$inferInsert>) =>
  tx
    .update(feedbackRequests)
    .set(set)
    .where(and(eq(feedbackRequests.tenantId, tenantId), eq(feedbackRequests.id, id)));

export const deleteRequests = (tx: Db, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : tx.delete(feedbackRequests).where(and(eq(feedbackRequests.tenantId, tenantId), inArray(feedbackRequests.id, ids)));

const askedSelection = {
  r: feedbackRequests,
  subjectName: subject.name,
  subjectJobTitle: subject.jobTitle,
  subjectParentId: subject.parentId,
  quarter: periods.quarter,
  year: periods.year,
  startDate: periods.startDate,
  endDate: periods.endDate,
};

const askedOf = (tx: Db, tenantId: number) =>
  tx
    .select(askedSelection)
    .from(feedbackRequests)
    .innerJoin(
      subject,
      and(eq(subject.tenantId, tenantId), eq(subject.tenantId, feedbackRequests.tenantId), eq(subject.id, feedbackRequests.subjectId)),
    )
    .innerJoin(
      periods,
      and(eq(periods.tenantId, tenantId), eq(periods.tenantId, feedbackRequests.tenantId), eq(periods.id, feedbackRequests.periodId)),
    );

/** One request as its respondent reads it (its subject and quarter); null when it is not theirs or not asked yet. */
export async function findAsked(tx: Db, tenantId: number, id: number) {
  const [row] = await askedOf(tx, tenantId).where(and(eq(feedbackRequests.tenantId, tenantId), eq(feedbackRequests.id, id)));
  return row ?? null;
}
export type AskedRow = NonNullable<Awaited<ReturnType<typeof findAsked>>>;

const askedWhere = (tenantId: number, respondentId: number, state: string | undefined) =>
  and(
    eq(feedbackRequests.tenantId, tenantId),
    eq(feedbackRequests.respondentId, respondentId),
    state ? eq(feedbackRequests.state, state) : inArray(feedbackRequests.state, ['requested', 'submitted', 'declined']),
    inArray(feedbackRequests.kind, ['peer', 'upward']),
  );

/** What a person is asked, a page of it: open ones first, newest quarter first, then by the subject's name. */
export const findAskedPage = (tx: Db, tenantId: number, respondentId: number, q: { state?: string; limit: number; offset: number }) =>
  askedOf(tx, tenantId)
    .where(askedWhere(tenantId, respondentId, q.state))
    .orderBy(sql`${feedbackRequests.state} <> 'requested'`, desc(periods.startDate), asc(subject.name), asc(feedbackRequests.id))
    .limit(q.limit)
    .offset(q.offset);

export async function countAsked(tx: Db, tenantId: number, respondentId: number, state?: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(feedbackRequests)
    .where(askedWhere(tenantId, respondentId, state));
  return row?.n ?? 0;
}

/** A page of the people whose peers the caller chooses: their active reports (a talent admin: anyone with nominations waiting). */
export function findChoosable(
  tx: Db,
  tenantId: number,
  o: { managerId: number; admin: boolean; periodId: number; limit: number; offset: number },
) {
  const waiting = sql`EXISTS (SELECT 1 FROM feedback_requests f WHERE f.tenant_id = ${tenantId} AND f.tenant_id = ${users.tenantId}
    AND f.subject_id = ${users.id} AND f.period_id = ${o.periodId} AND f.kind = 'peer' AND f.state = 'nominated')`;
  const where = and(
    eq(users.tenantId, tenantId),
    isNull(users.deactivatedAt),
    ne(users.id, o.managerId),
    o.admin ? sql`(${users.parentId} = ${o.managerId} OR ${waiting})` : eq(users.parentId, o.managerId),
  );
  return {
    page: tx
      .select({ id: users.id, name: users.name, jobTitle: users.jobTitle })
      .from(users)
      .where(where)
      .orderBy(sql`${waiting} DESC`, asc(users.name), asc(users.id))
      .limit(o.limit)
      .offset(o.offset),
    total: tx
      .select({ n: count() })
      .from(users)
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  };
}
