import type { Work } from '../http/unit-of-work';
import { getTenant } from '../tenants';
import type { Letterhead } from './pdf-table';

/** The company's name and logo for a report's header. */
export async function loadLetterhead(w: Work): Promise<Letterhead> {
  const t = await getTenant(w.tx, w.actor.tenantId);
  return { name: t.name, logo: t.logo ?? null, logoType: t.logoType ?? null };
}
