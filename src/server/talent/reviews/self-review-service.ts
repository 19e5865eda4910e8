import { conflict, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { tenantToday } from '../../periods';
import { PERSON_NOT_FOUND, seesAllAppraisals } from '../../../domain/askers';
import { NOT_ALLOWED } from '../../../domain/talent/appraisal-rules';
import { feedbackDueOn, isEligible, isOpenForAppraisals } from '../../../domain/talent/appraisal-periods';
import { keptAnswers } from '../../../domain/talent/review-questions';
import {
  maySeeSelfReview,
  selfReviewRefusal,
  selfReviewState,
  showsAnswers,
  stateAfterSave,
} from '../../../domain/talent/self-review-rules';
import type { QuestionAnswer as WireAnswer, SelfReview } from '../../../contract/talent-reviews';
import { loadTalentSettings } from '../settings/settings-service';
import { findAppraisalOf, findEmployee, findPeriod, type EmployeeRow } from '../appraisals/appraisal-queries';
import { QUARTER_NOT_FOUND } from '../appraisals/appraisal-service';
import { relationTo } from '../appraisals/relation';
import { loadReviewSettings } from './review-settings';
import { questionsToAsk } from './questions-queries';
import { checkAnswers, fromWireAnswers, toWireAnswers, toWireQuestion } from './answer-sheet';
import { findSelfReview, insertSelfReview, updateSelfReview, type FeedbackRequestRow } from './self-review-queries';

type Quarter = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;

/** Everything about a person's self-review of a quarter: the row, and why it cannot be written now (or null). */
async function loadSelfReview(w: Work, person: EmployeeRow, period: Quarter) {
  const { tenantId } = w.actor;
  const [voices, settings, row, appraisal] = [
    await loadReviewSettings(w.tx, tenantId),
    await loadTalentSettings(w.tx, w.actor),
    await findSelfReview(w.tx, tenantId, person.id, period.id),
    await findAppraisalOf(w.tx, tenantId, person.id, period.id),
  ];
  const today = tenantToday(settings.company, w.now);
  const appraised = person.roleName !== 'ceo' && person.roleName !== 'observer' && person.deactivatedAt === null;
  const refusal = selfReviewRefusal({
    selfReviewOn: voices.selfReviewOn,
    eligible: appraised && isEligible(tenantToday(settings.company, person.createdAt), period),
    quarterOpen: isOpenForAppraisals(period, { effectiveDate: settings.effectiveDate, graceWeeks: settings.GracePeriod }, today),
    appraisalState: appraisal?.state ?? null,
  });
  return { row, refusal };
}

async function toSelfReview(
  w: Work,
  person: EmployeeRow,
  period: Quarter,
  loaded: { row: FeedbackRequestRow | null; refusal: string | null },
  answersShown: (state: ReturnType<typeof selfReviewState>) => boolean,
): Promise<SelfReview> {
  const { row, refusal } = loaded;
  const state = selfReviewState(row?.state ?? null);
  const questions = row?.questions ?? (await questionsToAsk(w.tx, w.actor.tenantId, 'self'));
  const shown = answersShown(state);
  return {
    PeriodId: period.id,
    UserId: person.id,
    State: shown ? state : 'not_started',
    Open: refusal === null,
    DueOn: feedbackDueOn(period),
    Questions: questions.map(toWireQuestion),
    Answers: shown ? toWireAnswers(row?.answers ?? null) : [],
    SubmittedAt: shown ? (row?.submittedAt?.toISOString() ?? null) : null,
  };
}

async function quarter(w: Work, periodId: number): Promise<Quarter> {
  const period = await findPeriod(w.tx, w.actor.tenantId, periodId);
  if (!period) throw notFound(QUARTER_NOT_FOUND);
  return period;
}

/** GET /talent/self-review/{periodId}: the caller's own, as it stands (or the questions it would ask). */
export async function getOwnSelfReview(w: Work, periodId: number): Promise<SelfReview> {
  const period = await quarter(w, periodId);
  const me = (await findEmployee(w.tx, w.actor.tenantId, w.actor.userId))!;
  return toSelfReview(w, me, period, await loadSelfReview(w, me, period), () => true);
}

/**
 * GET /talent/self-review/{periodId}/{userId}: someone's, for themself, anyone above them, the HR admins and the CEO (404 for
 * anyone else); a draft shows to nobody but its writer.
 */
export async function getSelfReviewOf(w: Work, input: { periodId: number; userId: number }): Promise<SelfReview> {
  const person = await findEmployee(w.tx, w.actor.tenantId, input.userId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const rel = await relationTo(w.tx, w.actor, person);
  const reader = { isSelf: rel.isEmployee, isAbove: rel.isAbove, seesAllAppraisals: seesAllAppraisals(w.actor) };
  if (!maySeeSelfReview(reader)) throw notFound(NOT_ALLOWED);
  const period = await quarter(w, input.periodId);
  return toSelfReview(w, person, period, await loadSelfReview(w, person, period), (state) => showsAnswers(reader, state));
}

/**
 * PUT /talent/self-review/{periodId}: the caller saves a draft or hands it in (Submit), until the manager shares the
 * appraisal (409 after). The form keeps the questions it first asked; handing in tells the employee's manager.
 */
export async function saveSelfReview(w: Work, input: { periodId: number; Answers: WireAnswer[]; Submit: boolean }): Promise<SelfReview> {
  const { tenantId, userId } = w.actor;
  const period = await quarter(w, input.periodId);
  const me = (await findEmployee(w.tx, tenantId, userId))!;
  const loaded = await loadSelfReview(w, me, period);
  if (loaded.refusal) throw conflict(loaded.refusal);
  const current = selfReviewState(loaded.row?.state ?? null);
  const next = stateAfterSave(current, input.Submit);
  const questions = loaded.row?.questions ?? (await questionsToAsk(w.tx, tenantId, 'self'));
  const answers = fromWireAnswers(input.Answers);
  checkAnswers(questions, answers, next === 'submitted');
  const kept = keptAnswers(questions, answers);
  const submittedAt = input.Submit ? w.now : (loaded.row?.submittedAt ?? null);
  if (loaded.row) {
    await updateSelfReview(w.tx, tenantId, loaded.row.id, { state: next, answers: kept, submittedAt, updatedAt: w.now });
  } else {
    await insertSelfReview(w.tx, {
      tenantId,
      periodId: period.id,
      subjectId: userId,
      respondentId: userId,
      kind: 'self',
      state: next,
      questions,
      answers: kept,
      requestedAt: w.now,
      submittedAt,
      createdAt: w.now,
      updatedAt: w.now,
    });
  }
  const saved = await findSelfReview(w.tx, tenantId, userId, period.id);
  if (input.Submit && me.parentId !== null) {
    w.emit({
      type: 'self_review_submitted',
      recipientIds: [me.parentId],
      subjectId: userId,
      periodId: period.id,
      objectId: saved!.id,
    });
  }
  return toSelfReview(w, me, period, { row: saved, refusal: null }, () => true);
}
