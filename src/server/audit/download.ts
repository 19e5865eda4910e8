import type { Work } from '../http/unit-of-work';
import { recordAudit } from './record';

/**
 * Records that the caller downloaded a file of appraisal data (reports 6, 7 and 10, the talent compliance spreadsheet,
 * an appraisal's print, whose person is the subject)
 * in the request's transaction, once the file is built: its name says which report and quarter, the format how.
 * Answers the file, so a route wraps its report in it.
 */
export async function recordDownload<F extends { name: string }>(
  w: Work,
  file: F,
  format: 'xlsx' | 'pdf',
  subjectUserId: number | null = null,
): Promise<F> {
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'report.downloaded',
    subjectUserId,
    before: {},
    after: { Report: file.name, Format: format },
    at: w.now,
  });
  return file;
}
