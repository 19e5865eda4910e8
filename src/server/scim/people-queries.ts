import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sameTenant } from '../db/tenant-filter';
import { scimExternalIds, users } from '../db/schema';
import type { ScimFilter } from '../../domain/scim/filter';

// What SCIM answers of people: read here, written only through the people area's face (people/index.ts).

/** A person as SCIM shows them. */
export type ScimPerson = {
  id: number;
  name: string;
  email: string;
  jobTitle: string | null;
  orgUnit: string | null;
  parentId: number | null;
  roleName: string;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  externalId: string | null;
};

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  jobTitle: users.jobTitle,
  orgUnit: users.orgUnit,
  parentId: users.parentId,
  roleName: users.roleName,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  externalId: scimExternalIds.externalId,
};

// userName is the email, matched as the people area keys it (users_tenant_email_key on lower(email)).
const matching = (tenantId: number, filter: ScimFilter | null): SQL | undefined =>
  filter === null
    ? undefined
    : filter.attribute === 'userName'
      ? eq(sql`lower(${users.email})`, filter.value.toLowerCase())
      : sql`${users.id} IN (SELECT x.user_id FROM scim_external_ids x WHERE x.tenant_id = ${tenantId} AND x.external_id = ${filter.value})`;

const people = (tx: Db, tenantId: number) =>
  tx
    .select(columns)
    .from(users)
    .leftJoin(scimExternalIds, and(sameTenant(scimExternalIds.tenantId, users.tenantId, tenantId), eq(scimExternalIds.userId, users.id)));

/** A page of the company's people by id, those the filter names only; and how many it names in all. */
export async function findScimPeople(tx: Db, tenantId: number, filter: ScimFilter | null, page: { offset: number; limit: number }) {
  const where = and(eq(users.tenantId, tenantId), matching(tenantId, filter));
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const rows = page.limit === 0 ? [] : await people(tx, tenantId).where(where).orderBy(asc(users.id)).offset(page.offset).limit(page.limit);
  return { total: Number(total?.n ?? 0), rows };
}

export async function findScimPerson(tx: Db, tenantId: number, id: number): Promise<ScimPerson | null> {
  const [row] = await people(tx, tenantId).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}
