import type { Work } from '../http/unit-of-work';
import { letterheadOf, type Letterhead } from '../http/pdf-page';
import { getTenant } from '../tenants';
import type { ReportWords } from './report-words';

/** The company's name, logo and time zone for a report's pages, made now, in the report's language. */
export async function loadLetterhead(w: Work, words: ReportWords): Promise<Letterhead> {
  return letterheadOf(await getTenant(w.tx, w.actor.tenantId), w.now, words.language);
}
