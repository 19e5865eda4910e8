import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { buildReport, MANUAL_DESCRIPTION_TITLE, type DiscReport } from '../../domain/user-manual/report';
import { isDiscType } from '../../domain/user-manual/disc-types';
import type { Answers } from '../../domain/user-manual/questionnaire';
import type { ReportSection } from '../../contract/user-manual';
import { findManualByKey } from './manual-queries';
import { MANUAL_NOT_FOUND, readsAsManager } from './manual-service';
import { findPerson } from '../people';

/** The domain's report as the spec's array of sections; a manual entry's own words travel as rich text apart. */
function sectionsOf(report: DiscReport, description: string | null): ReportSection[] {
  return [
    { Section: 'ScaleInsights', Items: report.ScaleInsights },
    { Section: 'Summary', ...report.Summary },
    { Section: 'Percentages', Per1: report.Per1, Per2: report.Per2, Per3: report.Per3, Per4: report.Per4 },
    { Section: 'Questions', Items: report.Questions },
    { Section: 'Details', Items: report.Details.filter((d) => d.Title !== MANUAL_DESCRIPTION_TITLE) },
    { Section: 'User', UserName: report.UserName, Description: description },
  ];
}

/**
 * GET myusermanual/report/{publicKey}/{0|1}: anyone in the company with the key reads the finished manual; mode 1
 * adds the manager's details for the CEO or someone above the person, and is answered as 0 to anyone else. Nothing
 * private travels: no keys, no attachment, no e-mail.
 */
export async function reportOf(w: Work, publicKey: string, askedForManager: boolean): Promise<ReportSection[]> {
  const row = await findManualByKey(w.tx, w.actor.tenantId, { publicKey });
  if (!row || row.status !== 4 || !row.disc || !isDiscType(row.disc)) throw notFound(MANUAL_NOT_FOUND);
  const userName = (await findPerson(w.tx, w.actor.tenantId, row.userId))?.name ?? '';
  const forManager = askedForManager && (await readsAsManager(w, row.userId));
  const report =
    row.source === 'manual'
      ? buildReport({ userName, forManager, manual: { disc: row.disc, description: '' } })
      : buildReport({ userName, forManager, answers: row.answers as Answers });
  return sectionsOf(report, row.source === 'manual' ? (row.description ?? '') : null);
}
