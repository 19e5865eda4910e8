import { conflict, notFound } from '../../errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import type { Work } from '../../http/unit-of-work';
import { PERSON_NOT_FOUND, seesAllAppraisals } from '../../../domain/askers';
import { feedbackDueOn } from '../../../domain/talent/appraisal-periods';
import { feedbackSeenBy, seesAnyFeedback, type StoredVoice } from '../../../domain/talent/feedback-visibility';
import type { FeedbackView } from '../../../contract/talent-feedback';
import type { AppraisalPeriod } from '../../../contract/talent';
import { loadTalentYear } from '../appraisal-periods';
import { findEmployee, findEmployees } from '../appraisals/appraisal-queries';
import { loadReviewSettings } from '../reviews/review-settings';
import { findVoicesAbout, type FeedbackRow } from './feedback-queries';

export const QUARTER_NOT_FOUND = 'This quarter was not found.';
export const QUARTER_CLOSED = 'This quarter is closed for appraisals.';
export const PEER_FEEDBACK_OFF = 'The company does not ask for peer feedback.';

/** A quarter listed for appraisals; 404 when the company has no such quarter listed. */
export async function findListedQuarter(w: Work, periodId: number): Promise<AppraisalPeriod> {
  const { periods } = await loadTalentYear(w.tx, w.actor, w.now);
  const quarter = periods.find((p) => p.Id === periodId);
  if (!quarter) throw notFound(QUARTER_NOT_FOUND, 'periodId');
  return quarter;
}

/** 409 when a quarter no longer takes feedback (checked after every id the call names was found). */
export function requireOpen(quarter: AppraisalPeriod): void {
  if (!quarter.IsOpen) throw conflict(QUARTER_CLOSED);
}

/** A quarter listed for appraisals and still open for them (404, else 409). */
export async function findOpenQuarter(w: Work, periodId: number): Promise<AppraisalPeriod> {
  const quarter = await findListedQuarter(w, periodId);
  requireOpen(quarter);
  return quarter;
}

/** The due date of a quarter's feedback. */
export const dueOnOf = (q: { StartDate: string; EndDate: string } | { startDate: string; endDate: string }) =>
  feedbackDueOn('StartDate' in q ? { startDate: q.StartDate, endDate: q.EndDate } : q);

/** An active person of the company (404 otherwise). */
export async function findActivePerson(tx: Db, tenantId: number, userId: number, field = 'userId') {
  const person = await findEmployee(tx, tenantId, userId);
  if (!person || person.deactivatedAt !== null) throw notFound(PERSON_NOT_FOUND, field);
  return person;
}

/** How the caller stands to a person, whose manager is `manager`, as the visibility rule reads it. */
const viewerOf = (actor: Actor, person: { id: number; parentId: number | null }, manager: { parentId: number | null } | undefined) => ({
  isSubject: actor.userId === person.id,
  isManager: person.parentId === actor.userId,
  isManagersManager: manager?.parentId === actor.userId,
  seesAllAppraisals: seesAllAppraisals(actor),
});

/** A stored request as the visibility rule reads it. */
export const toVoice = ({ r, respondentName }: { r: FeedbackRow; respondentName: string }): StoredVoice => ({
  id: r.id,
  kind: r.kind as StoredVoice['kind'],
  state: r.state as StoredVoice['state'],
  respondent: { id: r.respondentId, name: respondentName },
  nominatedBySubject: r.nominatedById === r.subjectId,
  questions: r.questions,
  answers: r.answers,
  declineReason: r.declineReason,
  requestedAt: r.requestedAt?.toISOString() ?? null,
  submittedAt: r.submittedAt?.toISOString() ?? null,
});

/**
 * What `actor` may see of each person's feedback in a quarter, by the one visibility rule; null for a person of whom
 * nothing (the caller then answers 404). The API, the appraisal's print and report 10's prints read it here, in the
 * same four statements for one person or a team.
 */
export async function feedbackSeenByActorOf(
  tx: Db,
  actor: Actor,
  userIds: number[],
  periodId: number,
): Promise<Map<number, FeedbackView | null>> {
  const people = await findEmployees(tx, actor.tenantId, userIds);
  const managerIds = people.map((p) => p.parentId).filter((id): id is number => id !== null);
  const managers = new Map((await findEmployees(tx, actor.tenantId, [...new Set(managerIds)])).map((m) => [m.id, m]));
  const viewers = people
    .map((person) => ({ person, viewer: viewerOf(actor, person, person.parentId === null ? undefined : managers.get(person.parentId)) }))
    .filter(({ viewer }) => seesAnyFeedback(viewer));
  const seenBy = new Map<number, FeedbackView | null>(userIds.map((id) => [id, null]));
  if (viewers.length === 0) return seenBy;
  const settings = await loadReviewSettings(tx, actor.tenantId);
  const voices = await findVoicesAbout(
    tx,
    actor.tenantId,
    viewers.map(({ person }) => person.id),
    periodId,
  );
  for (const { person, viewer } of viewers) {
    const about = voices.filter((v) => v.r.subjectId === person.id).map(toVoice);
    seenBy.set(person.id, { UserId: person.id, PeriodId: periodId, ...feedbackSeenBy(viewer, settings.peerVisibility, about) });
  }
  return seenBy;
}

/** What `actor` may see of one person's feedback in a quarter; null when nothing. */
export const feedbackSeenByActor = async (tx: Db, actor: Actor, userId: number, periodId: number): Promise<FeedbackView | null> =>
  (await feedbackSeenByActorOf(tx, actor, [userId], periodId)).get(userId) ?? null;

/** GET /talent/feedback/{periodId}/{userId}. */
export async function getFeedbackOf(w: Work, p: { periodId: number; userId: number }): Promise<FeedbackView> {
  const { periods } = await loadTalentYear(w.tx, w.actor, w.now);
  if (!periods.some((q) => q.Id === p.periodId)) throw notFound(QUARTER_NOT_FOUND, 'periodId');
  const seen = await feedbackSeenByActor(w.tx, w.actor, p.userId, p.periodId);
  if (!seen) throw notFound(PERSON_NOT_FOUND, 'userId');
  return seen;
}

/**
 * What the appraisal's print shows of a person's feedback for the viewer: the same rule as the API (the reviews helper
 * wires it into the PDF). Null when the viewer may see none.
 */
export const feedbackForPrint = (tx: Db, actor: Actor, userIds: number[], periodId: number) =>
  feedbackSeenByActorOf(tx, actor, userIds, periodId);
