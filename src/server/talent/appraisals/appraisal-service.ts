import sharp from 'sharp';
import { AppError, badRequest, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { sanitizeRichText } from '../../http/rich-text';
import type { StoredSignature } from '../../db/schema';
import { isFilled } from '../../../domain/strategy/sections';
import {
  APPRAISAL_NOT_FOUND,
  actingReviewerId,
  decideAppraisal,
  decideStart,
  stateAfter,
  type AppraisalAction,
  type AppraisalDecision,
  type AppraisalRelation,
} from '../../../domain/talent/appraisal-rules';
import { isEligible, isOpenForAppraisals } from '../../../domain/talent/appraisal-periods';
import type { AppraisalState } from '../../../domain/talent/states';
import { REQUIRED, type Appraisal, type AppraisalSave } from '../../../contract/talent';
import { tenantToday } from '../../periods';
import { loadTalentSettings, type TalentSettings } from '../settings/settings-service';
import {
  deleteAppraisal as deleteRow,
  findAppraisal,
  findAppraisalOf,
  findEmployee,
  findPeriod,
  insertAppraisal,
  updateAppraisal as updateRow,
  type LoadedAppraisal,
} from './appraisal-queries';
import { auditAppraisal } from './appraisal-audit';
import { relationTo } from './relation';
import { toAppraisal } from './appraisal-view';
import { PERSON_NOT_FOUND } from '../../../domain/askers';
import { keptAnswers, type AskedQuestion, type QuestionAnswer } from '../../../domain/talent/review-questions';
import { questionsToAsk } from '../reviews/questions-queries';
import { checkAnswers, fromWireAnswers } from '../reviews/answer-sheet';

export const QUARTER_NOT_FOUND = 'This quarter was not found.';
export const STAYS_WITH_PERSON = 'An appraisal stays with its person and quarter.';
export const TYPE_FULL_NAME = (name: string) => `Type your full name as your profile shows it (${name}), or draw your signature.`;

function refuse(d: AppraisalDecision): void {
  if (d.ok) return;
  throw new AppError(
    d.status === 404 ? 'not_found' : d.status === 403 ? 'forbidden' : d.status === 400 ? 'bad_request' : 'conflict',
    d.message,
  );
}

type Loaded = { l: LoadedAppraisal; rel: AppraisalRelation; settings: TalentSettings };

/** Loads an appraisal for an action, refusing (404, 403, 409) as the rules say. */
async function loadFor(w: Work, id: number, action: AppraisalAction): Promise<Loaded> {
  const l = await findAppraisal(w.tx, w.actor.tenantId, id);
  if (!l) throw notFound(APPRAISAL_NOT_FOUND);
  const rel = await relationTo(w.tx, w.actor, { id: l.a.userId, parentId: l.managerId }, l.a);
  refuse(decideAppraisal(action, rel, l.a.state as AppraisalState));
  return { l, rel, settings: await loadTalentSettings(w.tx, w.actor) };
}

async function answer(w: Work, id: number): Promise<Appraisal> {
  const l = (await findAppraisal(w.tx, w.actor.tenantId, id))!;
  const rel = await relationTo(w.tx, w.actor, { id: l.a.userId, parentId: l.managerId }, l.a);
  const settings = await loadTalentSettings(w.tx, w.actor);
  return toAppraisal(l, rel, settings.Settings.ShareRatingWithEmployee);
}

/** The ratings and review as stored: checked against the company's labels now, with their texts and scale kept. */
function contentOf(input: AppraisalSave, s: TalentSettings) {
  const review = sanitizeRichText(input.Review);
  if (!isFilled(review)) throw badRequest(REQUIRED, 'Review');
  const outOf = (field: string, value: number, count: number) => {
    if (value > count) throw badRequest(`Choose one of the ${count} ratings.`, field);
  };
  outOf('Primary', input.Primary, s.PrimaryLabels.length);
  outOf('Secondary', input.Secondary, s.SecondaryLabels.length);
  const tertiary = s.EnableTertiaryRatings ? (input.TertiaryRating ?? null) : null;
  if (s.EnableTertiaryRatings && tertiary === null) throw badRequest(REQUIRED, 'TertiaryRating');
  if (tertiary !== null) outOf('TertiaryRating', tertiary, s.TertiaryLabels.length);
  return {
    review,
    primaryRating: input.Primary,
    secondaryRating: input.Secondary,
    tertiaryRating: tertiary,
    ratingScale: s.PrimaryLabels.length,
    tertiaryScale: tertiary === null ? null : s.TertiaryLabels.length,
    primaryLabel: s.PrimaryLabels[input.Primary - 1]!.Label,
    secondaryLabel: s.SecondaryLabels[input.Secondary - 1]!.Label,
    tertiaryLabel: tertiary === null ? null : s.TertiaryLabels[tertiary - 1]!.Label,
  };
}

/**
 * The manager's answers to the questions the appraisal asks (issue 34), checked as a handed-in sheet on every save;
 * a save without `Answers` keeps those it has (a client of the spec knows none).
 */
function answersOf(input: AppraisalSave, questions: AskedQuestion[] | null, stored: QuestionAnswer[] | null) {
  const asked = questions ?? [];
  const answers = input.Answers ? fromWireAnswers(input.Answers) : (stored ?? []);
  checkAnswers(asked, answers, true);
  return asked.length === 0 ? null : keptAnswers(asked, answers);
}

/** GET /talent/single/{id}. */
export async function getAppraisal(w: Work, id: number): Promise<Appraisal> {
  const { l, rel, settings } = await loadFor(w, id, 'view');
  return toAppraisal(l, rel, settings.Settings.ShareRatingWithEmployee);
}

/** POST /talent: the direct manager starts the appraisal of a report for an open quarter (a draft). */
export async function createAppraisal(w: Work, input: AppraisalSave): Promise<Appraisal> {
  const { tenantId, userId } = w.actor;
  const employee = await findEmployee(w.tx, tenantId, input.UserId);
  if (!employee) throw notFound(PERSON_NOT_FOUND, 'UserId');
  const period = await findPeriod(w.tx, tenantId, input.EvaluationPeriodId);
  if (!period) throw notFound(QUARTER_NOT_FOUND, 'EvaluationPeriodId');
  const settings = await loadTalentSettings(w.tx, w.actor);
  const today = tenantToday(settings.company, w.now);
  const createdOn = tenantToday(settings.company, employee.createdAt);
  const existing = await findAppraisalOf(w.tx, tenantId, employee.id, period.id);
  refuse(
    decideStart({
      isDirectManager: employee.parentId === userId && employee.deactivatedAt === null,
      periodOpen: isOpenForAppraisals(period, { effectiveDate: settings.effectiveDate, graceWeeks: settings.GracePeriod }, today),
      eligible: isEligible(createdOn, period),
      exists: existing !== null,
    }),
  );
  const content = contentOf(input, settings);
  // The appraisal keeps the manager questions it was started with; later edits of the company's do not change it.
  const asked = await questionsToAsk(w.tx, tenantId, 'manager');
  const questions = asked.length === 0 ? null : asked;
  const answers = answersOf(input, questions, null);
  const id = await insertAppraisal(w.tx, {
    tenantId,
    userId: employee.id,
    reviewerId: userId,
    periodId: period.id,
    state: 'draft',
    ...content,
    questions,
    answers,
    createdAt: w.now,
    updatedAt: w.now,
  });
  return answer(w, id);
}

/**
 * PUT /talent/{id}: the reviewer (the employee's manager now) edits until the employee signs (decision 035); the one
 * who edits becomes the reviewer of record, so a taken-over appraisal names who wrote it last.
 */
export async function updateAppraisal(w: Work, input: AppraisalSave & { id: number }): Promise<Appraisal> {
  const { tenantId } = w.actor;
  // A body naming a person or quarter the company does not have is told so (404) before anything else.
  if (!(await findEmployee(w.tx, tenantId, input.UserId))) throw notFound(PERSON_NOT_FOUND, 'UserId');
  if (!(await findPeriod(w.tx, tenantId, input.EvaluationPeriodId))) throw notFound(QUARTER_NOT_FOUND, 'EvaluationPeriodId');
  const { l, settings } = await loadFor(w, input.id, 'update');
  if (input.UserId !== l.a.userId || input.EvaluationPeriodId !== l.a.periodId) throw badRequest(STAYS_WITH_PERSON);
  const content = contentOf(input, settings);
  const answers = answersOf(input, l.a.questions, l.a.answers);
  await updateRow(w.tx, w.actor.tenantId, l.a.id, { ...content, answers, reviewerId: w.actor.userId, updatedAt: w.now });
  return answer(w, l.a.id);
}

/** DELETE /talent/{id}: the reviewer (the employee's manager now), until the employee signs. */
export async function deleteAppraisal(w: Work, id: number): Promise<{ Message: string }> {
  const { l } = await loadFor(w, id, 'delete');
  await deleteRow(w.tx, w.actor.tenantId, id);
  await auditAppraisal(w, l, 'appraisal.deleted', 'deleted');
  return { Message: 'The appraisal was deleted.' };
}

/** GET /talent/share/{id}: the reviewer (the employee's manager now) shares a draft with the employee. */
export async function shareAppraisal(w: Work, id: number): Promise<{ evaluationData: Appraisal }> {
  const { l } = await loadFor(w, id, 'share');
  const reviewerId = w.actor.userId;
  await updateRow(w.tx, w.actor.tenantId, id, { state: stateAfter('share'), reviewerId, sharedAt: w.now, updatedAt: w.now });
  await auditAppraisal(w, l, 'appraisal.shared', stateAfter('share'));
  w.emit({ type: 'appraisal_shared', appraisalId: id, userId: l.a.userId, reviewerId, managerId: l.managerId });
  return { evaluationData: await answer(w, id) };
}

export const UNREADABLE_SIGNATURE = 'This signature is not a readable image.';
export const PNG_SIGNATURE_ONLY = 'A drawn signature must be a PNG image.';
const SIGNATURE_BOX = { width: 800, height: 300 };
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A signature as sent, made ready before the request's transaction opens: a drawn one is already re-encoded. */
export type ReadySignature = { kind: 'typed'; text: string } | { kind: 'drawn'; png: string };

/**
 * Reads `Sign`: a typed name as it is; a drawn signature only as a PNG by its bytes (whatever its data URL says),
 * re-encoded as a PNG no larger than the pad, so what is stored and printed is a real image. Called by the route
 * before the transaction, so no database work waits on the image.
 */
export async function readySignature(sign: string): Promise<ReadySignature> {
  if (!sign.startsWith('data:')) return { kind: 'typed', text: sign };
  const bytes = Buffer.from(sign.slice(sign.indexOf(',') + 1), 'base64');
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw badRequest(PNG_SIGNATURE_ONLY, 'Sign');
  try {
    const png = await sharp(bytes, { limitInputPixels: 4_000_000 })
      .resize({ ...SIGNATURE_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { kind: 'drawn', png: `data:image/png;base64,${png.toString('base64')}` };
  } catch {
    throw badRequest(UNREADABLE_SIGNATURE, 'Sign');
  }
}

/** The stored signature of the caller: their typed full name, or a drawn image. */
async function signatureOf(w: Work, sign: ReadySignature): Promise<StoredSignature> {
  const me = (await findEmployee(w.tx, w.actor.tenantId, w.actor.userId))!;
  if (sign.kind === 'typed' && sign.text.trim().toLowerCase() !== me.name.trim().toLowerCase()) {
    throw badRequest(TYPE_FULL_NAME(me.name), 'Sign');
  }
  const value = sign.kind === 'drawn' ? sign.png : me.name;
  return { signerId: me.id, name: me.name, kind: sign.kind, value, signedAt: w.now.toISOString() };
}

/**
 * POST /talent/employeesign/{id}: the employee signs, with an optional comment, and may sign again until completed.
 * The first signature fixes the reviewer of record: whoever acts as reviewer then (the manager now, after a move).
 */
export async function signAsEmployee(w: Work, input: { id: number; Comment?: string | null; Sign: ReadySignature }): Promise<Appraisal> {
  const { l } = await loadFor(w, input.id, 'employeeSign');
  const signature = await signatureOf(w, input.Sign);
  const reviewerId = actingReviewerId({ state: l.a.state as AppraisalState, reviewerId: l.a.reviewerId }, l.managerId) ?? l.a.reviewerId;
  await updateRow(w.tx, w.actor.tenantId, input.id, {
    state: stateAfter('employeeSign'),
    reviewerId,
    employeeSignature: signature,
    employeeComment: input.Comment?.trim() || null,
    acknowledgedAt: w.now,
    updatedAt: w.now,
  });
  await auditAppraisal(w, l, 'appraisal.signed', stateAfter('employeeSign'));
  w.emit({ type: 'appraisal_signed', appraisalId: input.id, userId: l.a.userId, reviewerId, managerId: l.managerId });
  return answer(w, input.id);
}

/** POST /talent/managersign/{id}: the employee's manager countersigns, completing the appraisal. */
export async function signAsManager(w: Work, input: { id: number; Sign: ReadySignature }): Promise<Appraisal> {
  const { l } = await loadFor(w, input.id, 'managerSign');
  const signature = await signatureOf(w, input.Sign);
  await updateRow(w.tx, w.actor.tenantId, input.id, {
    state: stateAfter('managerSign'),
    managerSignature: signature,
    completedAt: w.now,
    updatedAt: w.now,
  });
  await auditAppraisal(w, l, 'appraisal.countersigned', stateAfter('managerSign'));
  w.emit({ type: 'appraisal_completed', appraisalId: input.id, userId: l.a.userId, reviewerId: l.a.reviewerId, managerId: l.managerId });
  return answer(w, input.id);
}
