import { conflict, notFound } from '../../errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import type { Work } from '../../http/unit-of-work';
import { PERSON_NOT_FOUND, seesAllAppraisals } from '../../../domain/askers';
import { feedbackDueOn } from '../../../domain/talent/appraisal-periods';
import { feedbackSeenBy, seesAnyFeedback, type FeedbackViewer, type StoredVoice } from '../../../domain/talent/feedback-visibility';
import type { FeedbackView } from '../../../contract/talent-feedback';
import type { AppraisalPeriod } from '../../../contract/talent';
import { loadTalentYear } from '../appraisal-periods';
import { findEmployee } from '../appraisals/appraisal-queries';
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

/** How the caller stands to a person, as the visibility rule reads it. */
export async function viewerOf(tx: Db, actor: Actor, person: { id: number; parentId: number | null }): Promise<FeedbackViewer> {
  const manager = person.parentId === null ? null : await findEmployee(tx, actor.tenantId, person.parentId);
  return {
    isSubject: actor.userId === person.id,
    isManager: person.parentId === actor.userId,
    isManagersManager: manager?.parentId === actor.userId,
    seesAllAppraisals: seesAllAppraisals(actor),
  };
}

/** The stored voices about a person in a quarter, as the visibility rule reads them. */
export async function voicesAbout(tx: Db, tenantId: number, subjectId: number, periodId: number): Promise<StoredVoice[]> {
  const rows = await findVoicesAbout(tx, tenantId, subjectId, periodId);
  return rows.map(toVoice);
}

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
 * What `actor` may see of a person's feedback in a quarter, by the one visibility rule; null when nothing (the caller
 * then answers 404). The API, the appraisal's print and the reports read it here.
 */
export async function feedbackSeenByActor(tx: Db, actor: Actor, userId: number, periodId: number): Promise<FeedbackView | null> {
  const person = await findEmployee(tx, actor.tenantId, userId);
  if (!person) return null;
  const viewer = await viewerOf(tx, actor, person);
  if (!seesAnyFeedback(viewer)) return null;
  const settings = await loadReviewSettings(tx, actor.tenantId);
  const seen = feedbackSeenBy(viewer, settings.peerVisibility, await voicesAbout(tx, actor.tenantId, userId, periodId));
  return { UserId: userId, PeriodId: periodId, ...seen };
}

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
export const feedbackForPrint = (tx: Db, actor: Actor, userId: number, periodId: number) =>
  feedbackSeenByActor(tx, actor, userId, periodId);
