import type { Work } from '../http/unit-of-work';
import { letterheadOf, type Letterhead } from '../http/pdf-page';
import { getTenant } from '../tenants';

/** The company's name, logo and time zone for a report's pages, made now. */
export async function loadLetterhead(w: Work): Promise<Letterhead> {
  return letterheadOf(await getTenant(w.tx, w.actor.tenantId), w.now);
}
