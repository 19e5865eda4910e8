import { badRequest, conflict, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { quarterLabel } from '../../../domain/periods';
import { answerProblems, keptAnswers, type AnswerProblem } from '../../../domain/talent/review-questions';
import type { AnswerSave, AskedList, AskedRequest, AskedSummary } from '../../../contract/talent-feedback';
import { loadTalentYear } from '../appraisal-periods';
import { loadReviewSettings } from '../reviews/review-settings';
import { countAsked, findAsked, findAskedPage, updateRequest, type AskedRow } from './feedback-queries';
import { dueOnOf, feedbackSeenByActor, QUARTER_CLOSED } from './feedback-access';

export const REQUEST_NOT_FOUND = 'This feedback request was not found.';
export const ALREADY_SUBMITTED = 'This feedback was already handed in.';
export const ALREADY_DECLINED = 'This feedback request was declined.';
export const UPWARD_NOT_DECLINED = 'Feedback about your manager cannot be declined; you may leave it unanswered.';
export const UNKNOWN_QUESTION = 'This question was not asked.';
const PROBLEM_WORDS: Record<AnswerProblem['problem'], string> = {
  required: 'This question needs an answer.',
  outOfScale: 'Choose one of the scale’s ratings.',
  tooLong: 'An answer is at most 5000 characters.',
};

const summaryOf = (row: AskedRow): AskedSummary => ({
  Id: row.r.id,
  Kind: row.r.kind as AskedSummary['Kind'],
  State: row.r.state as AskedSummary['State'],
  Subject: { Id: row.r.subjectId, Name: row.subjectName, JobTitle: row.subjectJobTitle },
  PeriodId: row.r.periodId,
  Quarter: quarterLabel(row),
  DueOn: dueOnOf(row),
  RequestedAt: row.r.requestedAt?.toISOString() ?? null,
});

/** GET /talent/feedback/requests: a page of what the caller is asked (a nomination waiting for the manager is not asked yet). */
export async function getAskedRequests(w: Work, q: { State?: string; Limit: number; Offset: number }): Promise<AskedList> {
  const { tenantId, userId } = w.actor;
  const rows = await findAskedPage(w.tx, tenantId, userId, { state: q.State, limit: q.Limit, offset: q.Offset });
  return { Total: await countAsked(w.tx, tenantId, userId, q.State), Items: rows.map(summaryOf) };
}

/** A request the caller was asked; 404 for anyone else's, a nomination not asked yet, or a self-review. */
async function loadMine(w: Work, id: number): Promise<AskedRow> {
  const row = await findAsked(w.tx, w.actor.tenantId, id);
  if (!row || row.r.respondentId !== w.actor.userId || row.r.state === 'nominated' || row.r.kind === 'self') {
    throw notFound(REQUEST_NOT_FOUND);
  }
  return row;
}

/** Whether the quarter still takes answers (it is open for appraisals). */
async function isOpen(w: Work, periodId: number) {
  const { periods } = await loadTalentYear(w.tx, w.actor, w.now);
  return periods.some((p) => p.Id === periodId && p.IsOpen);
}

async function detailOf(w: Work, id: number): Promise<AskedRequest> {
  const row = (await findAsked(w.tx, w.actor.tenantId, id))!;
  const open = row.r.state === 'requested' && (await isOpen(w, row.r.periodId));
  const { peerVisibility } = await loadReviewSettings(w.tx, w.actor.tenantId);
  return {
    ...summaryOf(row),
    Questions: row.r.questions.map((q) => ({ Id: q.id, Text: q.text, Kind: q.kind, Scale: q.scale, Required: q.required })),
    Answers: (row.r.answers ?? []).map((a) => ({ QuestionId: a.questionId, Rating: a.rating, Text: a.text })),
    DeclineReason: row.r.declineReason,
    CanAnswer: open,
    CanDecline: open && row.r.kind === 'peer',
    Anonymous: row.r.kind === 'upward' || peerVisibility !== 'named',
  };
}

/** GET /talent/feedback/requests/{id}. */
export async function getAskedRequest(w: Work, id: number): Promise<AskedRequest> {
  await loadMine(w, id);
  return detailOf(w, id);
}

async function loadOpen(w: Work, id: number): Promise<AskedRow> {
  const row = await loadMine(w, id);
  if (row.r.state === 'submitted') throw conflict(ALREADY_SUBMITTED);
  if (row.r.state === 'declined') throw conflict(ALREADY_DECLINED);
  if (!(await isOpen(w, row.r.periodId))) throw conflict(QUARTER_CLOSED);
  return row;
}

/** Who hears that feedback was given or declined: the subject's manager now. */
const managerOf = (row: AskedRow) => (row.subjectParentId === null ? [] : [row.subjectParentId]);

/** PUT /talent/feedback/requests/{id}: saves the answers, and with Submit hands them in (every required one answered). */
export async function answerRequest(w: Work, p: AnswerSave & { id: number }): Promise<AskedRequest> {
  const row = await loadOpen(w, p.id);
  const answers = p.Answers.map((a) => ({ questionId: a.QuestionId, rating: a.Rating, text: a.Text }));
  const problems = answerProblems(row.r.questions, answers, p.Submit);
  if (problems === 'unknownQuestion') throw badRequest(UNKNOWN_QUESTION, 'Answers');
  const first = problems[0];
  if (first) throw badRequest(PROBLEM_WORDS[first.problem], `Answers[${first.index}]`);
  await updateRequest(w.tx, w.actor.tenantId, row.r.id, {
    answers: keptAnswers(row.r.questions, answers),
    ...(p.Submit ? { state: 'submitted', submittedAt: w.now } : {}),
    updatedAt: w.now,
  });
  if (p.Submit) {
    w.emit({
      type: 'feedback_submitted',
      recipientIds: managerOf(row),
      subjectId: row.r.subjectId,
      periodId: row.r.periodId,
      objectId: row.r.id,
      // Upward feedback names nobody: the notice says a report answered, never which.
      data: { kind: row.r.kind },
    });
  }
  return detailOf(w, row.r.id);
}

/** POST /talent/feedback/requests/{id}/decline: a peer declines, saying why; the subject's manager is told. */
export async function declineRequest(w: Work, p: { id: number; Reason: string }): Promise<AskedRequest> {
  const row = await loadOpen(w, p.id);
  if (row.r.kind !== 'peer') throw conflict(UPWARD_NOT_DECLINED);
  await updateRequest(w.tx, w.actor.tenantId, row.r.id, { state: 'declined', declineReason: p.Reason, answers: null, updatedAt: w.now });
  w.emit({
    type: 'feedback_declined',
    recipientIds: managerOf(row),
    subjectId: row.r.subjectId,
    periodId: row.r.periodId,
    objectId: row.r.id,
    data: { kind: 'peer', reason: p.Reason },
  });
  return detailOf(w, row.r.id);
}

/**
 * GET /talent/feedback/about/{id}: whose feedback a request is part of, for a notice's link: its respondent (Asked) or
 * whoever may see that person's feedback; 404 for everyone else.
 */
export async function getFeedbackAbout(w: Work, id: number) {
  const row = await findAsked(w.tx, w.actor.tenantId, id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const asked = row.r.respondentId === w.actor.userId && row.r.state !== 'nominated' && row.r.kind !== 'self';
  if (!asked && !(await feedbackSeenByActor(w.tx, w.actor, row.r.subjectId, row.r.periodId))) throw notFound(REQUEST_NOT_FOUND);
  return { UserId: row.r.subjectId, Name: row.subjectName, PeriodId: row.r.periodId, Quarter: quarterLabel(row), Asked: asked };
}
