import { activateUser, changeManager, deactivateUser, findCeo, updateProfileFields, type ProfileFields } from '../people';
import { ScimProblem } from '../../domain/scim/problem';
import { applyScimPatch } from '../../domain/scim/patch';
import { attributesOf, personNameOf, type ScimUserValues } from '../../domain/scim/user-values';
import type { AuditValues } from '../../contract/audit';
import type { ScimPatchBody, ScimUserBody } from '../../contract/scim';
import type { ScimPerson } from './people-queries';
import { findUserIdByExternalId, setExternalId } from './external-id-queries';
import { toScimUser, valuesOf } from './scim-json';
import { auditProvisioning, personIdOf, type ScimWork } from './scim-work';
import { loadPerson, resolveManager, taken } from './user-service';

/**
 * PUT /Users/{id}: the user as the provider has it. What it carries replaces Trellis's; what it leaves out stays (a
 * provider that maps no department or manager must not clear them, nor reactivate a person by leaving out `active`).
 */
export async function replaceScimUser(w: ScimWork, id: string, body: ScimUserBody) {
  const person = await loadPerson(w, personIdOf(id));
  const given = attributesOf(body);
  const next = { ...valuesOf(person), ...given };
  const named = NAMES.some((key) => given[key] !== undefined);
  const name = named ? personNameOf({ ...next, ...Object.fromEntries(NAMES.map((key) => [key, given[key] ?? null])) }) : null;
  return applyChanges(w, person, next, name);
}

const NAMES = ['displayName', 'formattedName', 'givenName', 'familyName'] as const;

/** PATCH /Users/{id}: the operations applied to the person as they are (Okta's and Entra ID's shapes alike). */
export async function patchScimUser(w: ScimWork, id: string, body: ScimPatchBody) {
  const person = await loadPerson(w, personIdOf(id));
  const before = valuesOf(person);
  const next = applyScimPatch(before, body.Operations);
  return applyChanges(w, person, next, personNameOf(next, before));
}

/**
 * Makes a person what the provider says, each part through the people area's own rules: an activation first (a
 * deactivated person's manager cannot change), then the profile, the external id and the manager, a deactivation
 * last. One 'scim.user' audit entry names what changed and the token that changed it.
 */
async function applyChanges(w: ScimWork, person: ScimPerson, next: ScimUserValues, name: string | null) {
  const tenantId = w.actor.tenantId;
  if (next.userName.toLowerCase() !== person.email.toLowerCase()) {
    throw new ScimProblem(400, 'mutability', 'userName (the email) cannot be changed through SCIM; change it in Trellis.');
  }
  const before: AuditValues = {};
  const after: AuditValues = {};
  const note = (field: string, was: unknown, is: unknown) => {
    before[field] = was;
    after[field] = is;
  };
  const active = person.deactivatedAt === null;
  if (next.active && !active) {
    await activateUser(w, person.id);
    note('Status', 'Deactivated', 'Active');
  }
  const profile: ProfileFields = {};
  if (name !== null && name !== person.name) profile.name = name;
  if (next.title !== person.jobTitle) profile.jobTitle = next.title;
  if (next.department !== person.orgUnit) profile.orgUnit = next.department;
  if (Object.keys(profile).length > 0) {
    await updateProfileFields(w.tx, tenantId, person.id, profile);
    if (profile.name !== undefined) note('Name', person.name, profile.name);
    if (profile.jobTitle !== undefined) note('Title', person.jobTitle, profile.jobTitle);
    if (profile.orgUnit !== undefined) note('Department', person.orgUnit, profile.orgUnit);
    w.emit({ type: 'user_updated', userId: person.id });
  }
  if (next.externalId !== person.externalId) {
    const holder = next.externalId === null ? null : await findUserIdByExternalId(w.tx, tenantId, next.externalId);
    if (holder !== null && holder !== person.id) throw taken('externalId', next.externalId!);
    await setExternalId(w.tx, { tenantId, userId: person.id, externalId: next.externalId, now: w.now });
    note('ExternalId', person.externalId, next.externalId);
  }
  // A person who stays deactivated keeps their manager link for a later activation (the people area's rule).
  const managerId = next.active ? await managerToBe(w, person, next) : null;
  if (managerId !== null && managerId !== person.parentId) {
    await changeManager(w, { id: person.id, managerId });
    note('Manager', person.parentId, managerId);
  }
  if (!next.active && active) {
    await deactivateUser(w, person.id);
    note('Status', 'Active', 'Deactivated');
  }
  if (Object.keys(after).length > 0) await auditProvisioning(w, { subjectUserId: person.id, before, after });
  return toScimUser(await loadPerson(w, person.id), w.baseUrl);
}

/**
 * The manager the person is to have: the one named, or the CEO when the provider removes the manager (everyone but
 * the CEO and observers reports to someone); null to leave it as it is (unchanged, or the CEO's and observers').
 */
async function managerToBe(w: ScimWork, person: ScimPerson, next: ScimUserValues): Promise<number | null> {
  if (person.roleName === 'ceo' || person.roleName === 'observer') return null;
  if (next.managerId === (person.parentId === null ? null : String(person.parentId))) return null;
  if (next.managerId !== null) return resolveManager(w, next.managerId);
  return (await findCeo(w.tx, w.actor.tenantId))?.id ?? null;
}
