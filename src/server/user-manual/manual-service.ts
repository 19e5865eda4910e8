import { AppError, badRequest, forbidden, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { sanitizeRichText } from '../http/rich-text';
import { findIsBelow, findPerson, updateProfileFields } from '../people';
import { ANSWERS, QUESTIONS, type Answers } from '../../domain/user-manual/questionnaire';
import { scoreAnswers } from '../../domain/user-manual/scoring';
import { isDiscType } from '../../domain/user-manual/disc-types';
import type { DiscTexts } from '../../domain/user-manual/type-texts';
import type { Language } from '../../domain/languages';
import { CATALOGUES } from '../../i18n/all';
import type enManual from '../../i18n/en/manual';
import type { Assessment, ManualAddRequest, ManualState } from '../../contract/user-manual';
import type { z } from 'zod';
import { findFileName, findManual, findManualByKey, findOwnFile, insertManual, updateManual, type ManualRow } from './manual-queries';
import { PERSON_NOT_FOUND } from '../../domain/askers';

// User manuals (spec 001 §7 'User manual'; decision 021). Only the owner writes (§6); anyone in the company may read
// a manual's state and, by its public key, its report.

export const NOT_YOURS = 'Only the owner can change their user manual.';
export const MANUAL_NOT_FOUND = 'This user manual was not found.';
export const ANSWER_ALL = 'Please answer every question first.';
export const ADD_MANUAL_FIRST = 'Add a manual entry first.';
export const FILE_NOT_FOUND = 'This file was not found; upload it again.';

/** The questionnaire's and the report's words in a language: the catalogue's `manual:disc`. */
export const discTexts = (language: Language): DiscTexts => (CATALOGUES[language].manual as typeof enManual).disc;

const answered = (row: ManualRow) => Object.keys(row.answers).length;
const isOwner = (w: Work, userId: number) => w.actor.userId === userId;

/** The manual as its viewer may see it: the private key and the progress only for its owner. */
export async function stateOf(w: Work, userId: number, row: ManualRow | null): Promise<ManualState> {
  const owner = isOwner(w, userId);
  if (!row) {
    return {
      status: 0,
      Status: 0,
      PublicKey: null,
      PrivateKey: null,
      Disc: null,
      Source: null,
      ManualUserManual: null,
      Progress: null,
      CanEdit: owner,
    };
  }
  const status = row.status === 4 ? 4 : 3;
  const disc = row.disc && isDiscType(row.disc) ? row.disc : null;
  const inProgress = answered(row) > 0 && answered(row) < QUESTIONS.length;
  return {
    status,
    Status: status,
    PublicKey: row.publicKey,
    PrivateKey: owner ? row.privateKey : null,
    Disc: status === 4 ? disc : null,
    Source: row.source,
    ManualUserManual:
      row.source === 'manual' && disc
        ? { Disc: disc, Description: row.description ?? '', FilePath: await findFileName(w.tx, w.actor.tenantId, row.attachmentId) }
        : null,
    Progress: owner && (status === 3 || inProgress) ? { Answered: answered(row), Total: QUESTIONS.length } : null,
    CanEdit: owner,
  };
}

function ownOnly(w: Work, userId: number) {
  if (!isOwner(w, userId)) throw forbidden(NOT_YOURS);
}

/** GET myusermanual/isexist/{profileId}: anyone in the company. */
export async function manualOf(w: Work, profileId: number): Promise<ManualState> {
  if (!(await findPerson(w.tx, w.actor.tenantId, profileId))) throw notFound(PERSON_NOT_FOUND);
  return stateOf(w, profileId, await findManual(w.tx, w.actor.tenantId, profileId));
}

/** GET myusermanual/register/{x}: the owner's keys, a new assessment in progress when there is no manual yet. */
export async function register(w: Work, x: number): Promise<ManualState> {
  ownOnly(w, x);
  return stateOf(w, x, await insertManual(w.tx, w.actor.tenantId, x, w.now));
}

/** The owner's manual behind a private key; another person's key is not found (it is not theirs to use). */
async function byPrivateKey(w: Work, key: string): Promise<ManualRow> {
  const row = await findManualByKey(w.tx, w.actor.tenantId, { privateKey: key });
  if (!row || row.userId !== w.actor.userId) throw notFound(MANUAL_NOT_FOUND);
  return row;
}

async function assessmentOf(w: Work, row: ManualRow, language: Language): Promise<Assessment> {
  const texts = discTexts(language);
  return {
    UserName: (await findPerson(w.tx, w.actor.tenantId, row.userId))?.name ?? '',
    Questions: QUESTIONS.map((q) => ({ Id: q.id, Text: texts.questions[q.id] })),
    Choices: ANSWERS.map((value) => ({ Value: value, Label: texts.choices[value] })),
    Answers: row.answers,
    Answered: answered(row),
    Total: QUESTIONS.length,
  };
}

/** GET myusermanual/assessment/{key}: the statements and answers in `language`. */
export async function getAssessment(w: Work, key: string, language: Language): Promise<Assessment> {
  return assessmentOf(w, await byPrivateKey(w, key), language);
}

/** PUT myusermanual/assessment/{key}: answers kept as they are given (resumable); unknown questions refused. */
export async function saveAnswers(w: Work, key: string, answers: Record<string, number>, language: Language): Promise<Assessment> {
  const row = await byPrivateKey(w, key);
  const known = new Set(QUESTIONS.map((q) => String(q.id)));
  for (const id of Object.keys(answers)) if (!known.has(id)) throw badRequest(`There is no question ${id}.`, 'Answers');
  return assessmentOf(w, await updateManual(w.tx, row, { answers: { ...row.answers, ...answers } }, w.now), language);
}

/**
 * GET myusermanual/connect/{x}: scores the owner's finished questionnaire and connects it to their profile (status 4),
 * replacing a manual entry. With questions left it answers 400 and keeps the answers.
 */
export async function connect(w: Work, x: number): Promise<ManualState> {
  ownOnly(w, x);
  const row = await findManual(w.tx, w.actor.tenantId, x);
  if (!row) throw notFound(MANUAL_NOT_FOUND);
  if (answered(row) < QUESTIONS.length) {
    if (row.status === 4) return stateOf(w, x, row);
    throw badRequest(ANSWER_ALL);
  }
  const result = scoreAnswers(row.answers as Answers);
  const done = await updateManual(
    w.tx,
    row,
    { status: 4, source: 'assessment', result, disc: result.type, description: null, attachmentId: null, completedAt: w.now },
    w.now,
  );
  // The DISC letters on the profile card and in the directory follow the manual (and the chart's Changed flag sees it).
  await updateProfileFields(w.tx, w.actor.tenantId, x, { disc: result.type });
  w.emit({ type: 'user_manual_done', userId: x });
  return stateOf(w, x, done);
}

/** POST myusermanual/manualadd/: a manual entry of the owner's, replacing the assessment (§4). */
export async function addManual(w: Work, input: z.output<typeof ManualAddRequest>): Promise<ManualState> {
  const { tenantId, userId } = w.actor;
  const file = input.FilePath ? await findOwnFile(w.tx, tenantId, userId, input.FilePath) : null;
  if (input.FilePath && !file) throw badRequest(FILE_NOT_FOUND, 'FilePath');
  const row = await insertManual(w.tx, tenantId, userId, w.now);
  const description = sanitizeRichText(input.Description);
  if (!description.replace(/<[^>]*>/g, '').trim()) throw badRequest('Please enter!', 'Description');
  const saved = await updateManual(
    w.tx,
    row,
    {
      status: 4,
      source: 'manual',
      disc: input.Disc,
      description,
      attachmentId: file?.id ?? null,
      result: null,
      answers: {},
      completedAt: w.now,
    },
    w.now,
  );
  await updateProfileFields(w.tx, tenantId, userId, { disc: input.Disc });
  w.emit({ type: 'user_manual_updated', userId });
  return stateOf(w, userId, saved);
}

/** POST myusermanual/manualadd/attachment {FilePath}: the manual entry's PDF, or none. */
export async function setAttachment(w: Work, filePath: string | null): Promise<ManualState> {
  const { tenantId, userId } = w.actor;
  const row = await findManual(w.tx, tenantId, userId);
  if (!row || row.source !== 'manual') throw new AppError('conflict', ADD_MANUAL_FIRST);
  const file = filePath ? await findOwnFile(w.tx, tenantId, userId, filePath) : null;
  if (filePath && !file) throw badRequest(FILE_NOT_FOUND, 'FilePath');
  const saved = await updateManual(w.tx, row, { attachmentId: file?.id ?? null }, w.now);
  w.emit({ type: 'user_manual_updated', userId });
  return stateOf(w, userId, saved);
}

/** Whether the viewer reads the report as the person's manager would: the CEO, or someone above them. */
export async function readsAsManager(w: Work, userId: number): Promise<boolean> {
  if (w.actor.roleName === 'ceo') return true;
  return findIsBelow(w.tx, w.actor.tenantId, userId, w.actor.userId);
}
