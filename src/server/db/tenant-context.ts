import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `work` in one transaction as the unprivileged role trellis_app with app.tenant_id set,
 * so row-level security limits every query to this tenant even if the code forgets a filter.
 */
export function withTenant<T>(db: Db, tenantId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(sql`SELECT set_config('role', 'trellis_app', true), set_config('app.tenant_id', ${String(tenantId)}, true)`);
    return work(tx as unknown as Db);
  });
}
