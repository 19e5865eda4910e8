import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { renderPdf } from '../http/pdf';
import { companyPage, letterheadOf } from '../http/pdf-page';
import { getTenant } from '../tenants';
import { textsIn } from '../texts';
import type { Language } from '../../domain/languages';
import { manualDocument } from './manual-document';
import { readReport } from './manual-report';

/**
 * GET myusermanual/report/{publicKey}/pdf (ours, decision 046): the report its reader may see — the manager's details
 * for those above the person, the answers for the person and their direct manager — as a PDF under the company's
 * letterhead. Who may download it is who may read the report: anyone in the company with the key. Read in the
 * transaction, made after it commits. Its words, the type's texts and its name are in the reader's `language`.
 */
export async function getManualPdf(w: Work, publicKey: string, language: Language): Promise<PendingDocument> {
  const { userName, sections } = await readReport(w, publicKey, true, language);
  const company = letterheadOf(await getTenant(w.tx, w.actor.tenantId), w.now, language);
  const owner = { tenantId: w.actor.tenantId };
  const name = textsIn(language, 'files')('manual.fileName', { name: userName });
  return { name, render: () => renderPdf(manualDocument(sections, language), companyPage(company), owner) };
}
