import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { buildReport, type DiscReport } from '../../domain/user-manual/report';
import type { Language } from '../../domain/languages';
import { isDiscType } from '../../domain/user-manual/disc-types';
import { seesManualAnswers } from '../../domain/user-manual/answer-visibility';
import type { Answers } from '../../domain/user-manual/questionnaire';
import type { ReportSection } from '../../contract/user-manual';
import { findManualByKey } from './manual-queries';
import { discTexts, MANUAL_NOT_FOUND, readsAsManager } from './manual-service';
import { findPerson } from '../people';

/** The domain's report as the spec's array of sections; a manual entry's own words travel as rich text apart. */
function sectionsOf(report: DiscReport, description: string | null, withAnswers: boolean, ownWords: string): ReportSection[] {
  return [
    { Section: 'ScaleInsights', Items: report.ScaleInsights },
    { Section: 'Summary', ...report.Summary },
    { Section: 'Percentages', Per1: report.Per1, Per2: report.Per2, Per3: report.Per3, Per4: report.Per4 },
    { Section: 'Questions', Items: withAnswers ? report.Questions : [] },
    { Section: 'Details', Items: report.Details.filter((d) => d.Title !== ownWords) },
    { Section: 'User', UserName: report.UserName, Description: description },
  ];
}

/** A finished manual as its viewer may read it, and whose it is. */
export type ReadReport = { ownerId: number; userName: string; sections: ReportSection[] };

/**
 * A finished manual by its public key, for anyone in the company: the manager's details when asked for by the CEO or
 * someone above the person (decision 021), the 36 answers only for the person and their direct manager (decision 046).
 * Nothing private travels: no keys, no attachment, no e-mail. Its words are in `language`.
 */
export async function readReport(w: Work, publicKey: string, askedForManager: boolean, language: Language): Promise<ReadReport> {
  const row = await findManualByKey(w.tx, w.actor.tenantId, { publicKey });
  if (!row || row.status !== 4 || !row.disc || !isDiscType(row.disc)) throw notFound(MANUAL_NOT_FOUND);
  const person = await findPerson(w.tx, w.actor.tenantId, row.userId);
  const userName = person?.name ?? '';
  const forManager = askedForManager && (await readsAsManager(w, row.userId));
  const withAnswers = seesManualAnswers(w.actor.userId, { id: row.userId, parentId: person?.parentId ?? null });
  const texts = discTexts(language);
  const report =
    row.source === 'manual'
      ? buildReport({ userName, forManager, manual: { disc: row.disc, description: '' } }, texts)
      : buildReport({ userName, forManager, answers: row.answers as Answers }, texts);
  const sections = sectionsOf(report, row.source === 'manual' ? (row.description ?? '') : null, withAnswers, texts.details.ownWords);
  return { ownerId: row.userId, userName, sections };
}

/** GET myusermanual/report/{publicKey}/{0|1}: mode 1 asks for the manager's details, answered as 0 to anyone else. */
export async function reportOf(w: Work, publicKey: string, askedForManager: boolean, language: Language): Promise<ReportSection[]> {
  return (await readReport(w, publicKey, askedForManager, language)).sections;
}
