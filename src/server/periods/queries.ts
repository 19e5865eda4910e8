import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { periods } from '../db/schema';

/** What a call naming a quarter that the company does not have is told (404). */
export const PERIOD_NOT_FOUND = 'This quarter was not found.';

export async function periodExists(tx: Db, tenantId: number, periodId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, periodId)));
  return row !== undefined;
}
