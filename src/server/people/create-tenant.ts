import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { conflict } from '../errors';
import { DEFAULT_TIME_ZONE, ianaOf } from '../../domain/time-zones';
import { todayIn } from '../../domain/periods';
import { CreateTenantInput } from '../../contract/admin';
import { findTenantBySubdomain, insertTenant } from '../tenants';
import { ensurePeriods, tenantToday } from '../periods';
import { hashPassword } from '../auth';

/** First day of the calendar quarter that contains `date`: a new company's schedule starts there. */
const quarterStart = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return `${y}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
};

// System query: the new company's id, taken before its row is written so that the row can be written as the company.
async function nextTenantId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT nextval(pg_get_serial_sequence('public.tenants', 'id'))::text AS id`);
  return Number(row!.id);
}

/**
 * Creates a company with its CEO (an active user who can sign in) and its periods.
 *
 * The company's row is written as the company (trellis_app with its id, taken from the sequence first), not as the
 * owner: in a caller's transaction (the demo builder's) the CEO and every row after it are written as trellis_app, and
 * on Citus a transaction reaches a worker over one connection per role. The owner's uncommitted row of `tenants` (a
 * reference table) was on the owner's connection, so the CEO's insert, on trellis_app's, broke its foreign key to
 * `tenants` there (docs/citus.md). As before, the row and the CEO are two units of work: two transactions on a pool,
 * two savepoints inside a caller's transaction.
 */
export async function createTenant(db: Db, raw: CreateTenantInput, now: Date) {
  const input = CreateTenantInput.parse(raw);
  if (await findTenantBySubdomain(db, input.subdomain)) {
    throw conflict(`The subdomain "${input.subdomain}" is already taken.`);
  }
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const effectiveDate = input.effectiveDate ?? quarterStart(todayIn(ianaOf(timeZone), now));
  const passwordHash = await hashPassword(input.password);
  const tenantId = await nextTenantId(db);
  const t = await withTenant(db, tenantId, (tx) =>
    insertTenant(tx, {
      id: tenantId,
      name: input.name,
      subdomain: input.subdomain,
      timeZone,
      effectiveDate,
      goalType: input.goalType ?? 'OKR',
    }),
  );
  return withTenant(db, t.id, async (tx) => {
    const [ceo] = await tx
      .insert(users)
      .values({
        tenantId: t.id,
        name: input.ceoName,
        email: input.ceoEmail,
        passwordHash,
        roleName: 'ceo',
        jobTitle: 'Chief Executive Officer',
        invitationAcceptedAt: now,
        emailActivatedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const schedule = { id: t.id, effectiveDate, timeZone };
    await ensurePeriods(tx, schedule, tenantToday(schedule, now));
    return { TenantId: t.id, CeoId: ceo!.id };
  });
}
