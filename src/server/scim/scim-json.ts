import { CORE_USER, ENTERPRISE_USER, splitName, type ScimUserValues } from '../../domain/scim/user-values';
import type { ScimPerson } from './people-queries';

export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A person as a SCIM User (RFC 7643 §4.1, with the enterprise extension's department and manager). */
export function toScimUser(p: ScimPerson, baseUrl: string) {
  const { givenName, familyName } = splitName(p.name);
  const enterprise = {
    ...(p.orgUnit ? { department: p.orgUnit } : {}),
    ...(p.parentId !== null ? { manager: { value: String(p.parentId) } } : {}),
  };
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: String(p.id),
    ...(p.externalId ? { externalId: p.externalId } : {}),
    userName: p.email,
    name: { formatted: p.name, givenName, familyName },
    displayName: p.name,
    ...(p.jobTitle ? { title: p.jobTitle } : {}),
    emails: [{ value: p.email, type: 'work', primary: true }],
    active: p.deactivatedAt === null,
    [ENTERPRISE_USER]: enterprise,
    meta: {
      resourceType: 'User',
      created: p.createdAt.toISOString(),
      lastModified: p.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${p.id}`,
    },
  };
}

/** A person's SCIM values, what a PATCH applies to and a PUT is compared with. */
export function valuesOf(p: ScimPerson): ScimUserValues {
  return {
    userName: p.email,
    ...splitName(p.name),
    formattedName: p.name,
    displayName: p.name,
    title: p.jobTitle,
    workEmail: p.email,
    active: p.deactivatedAt === null,
    externalId: p.externalId,
    department: p.orgUnit,
    managerId: p.parentId === null ? null : String(p.parentId),
  };
}

export function listResponse<T>(p: { total: number; startIndex: number; resources: T[] }) {
  return {
    schemas: [LIST_RESPONSE],
    totalResults: p.total,
    startIndex: p.startIndex,
    itemsPerPage: p.resources.length,
    Resources: p.resources,
  };
}

export const scimError = (status: number, scimType: string | null, detail: string) => ({
  schemas: [ERROR_RESPONSE],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});
