import { z } from 'zod';
import { addUser, deactivateUser, findPerson, lockOrgStructure } from '../people';
import { findUserByEmail } from '../auth';
import { ScimProblem, invalidValue } from '../../domain/scim/problem';
import { parseScimFilter } from '../../domain/scim/filter';
import { scimPage } from '../../domain/scim/paging';
import { personNameOf, userValuesOf } from '../../domain/scim/user-values';
import type { ScimListQuery, ScimUserBody } from '../../contract/scim';
import { findScimPeople, findScimPerson, type ScimPerson } from './people-queries';
import { findUserIdByExternalId, setExternalId } from './external-id-queries';
import { listResponse, toScimUser } from './scim-json';
import { auditProvisioning, noSuchUser, personIdOf, type ScimWork } from './scim-work';

/** GET /Users: the company's people by id, a page at a time, those the filter names only. */
export async function listScimUsers(w: ScimWork, query: ScimListQuery) {
  const filter = parseScimFilter(query.filter);
  const page = scimPage(query);
  const { total, rows } = await findScimPeople(w.tx, w.actor.tenantId, filter, page);
  return listResponse({ total, startIndex: page.startIndex, resources: rows.map((p) => toScimUser(p, w.baseUrl)) });
}

/** GET /Users/{id}: one of the company's people; anyone else, another company's too, is 404. */
export async function getScimUser(w: ScimWork, id: string) {
  return toScimUser(await loadPerson(w, personIdOf(id)), w.baseUrl);
}

export async function loadPerson(w: ScimWork, id: number): Promise<ScimPerson> {
  const person = await findScimPerson(w.tx, w.actor.tenantId, id);
  if (!person) throw noSuchUser();
  return person;
}

const isEmail = (s: string) => z.email().max(255).safeParse(s).success;

/**
 * POST /Users: a new contributor, invited (no password): they sign in through the company's single sign-on, or once
 * an admin re-invites them. Reports to the manager given, else the CEO; inactive at once when the provider says so.
 */
export async function createScimUser(w: ScimWork, body: ScimUserBody) {
  const tenantId = w.actor.tenantId;
  const values = userValuesOf(body);
  if (!isEmail(values.userName)) throw invalidValue('userName must be an email address.');
  await lockOrgStructure(w.tx, tenantId);
  if (await findUserByEmail(w.tx, tenantId, values.userName)) throw taken('userName', values.userName);
  if (values.externalId && (await findUserIdByExternalId(w.tx, tenantId, values.externalId))) throw taken('externalId', values.externalId);
  const managerId = await resolveManager(w, values.managerId);
  const manager = managerId === null ? null : await findPerson(w.tx, tenantId, managerId);
  const name = personNameOf(values)!;
  const { UserId: id } = await addUser(
    w.tx,
    tenantId,
    {
      name,
      email: values.userName,
      role: 'contributor',
      ...(manager ? { managerEmail: manager.email } : {}),
      ...(values.title ? { jobTitle: values.title } : {}),
      ...(values.department ? { orgUnit: values.department } : {}),
    },
    w.now,
    w.actor.userId,
  );
  if (values.externalId) await setExternalId(w.tx, { tenantId, userId: id, externalId: values.externalId, now: w.now });
  w.emit({ type: 'employee_added', userId: id, data: { managerId, roleName: 'contributor' } });
  await auditProvisioning(w, {
    subjectUserId: id,
    before: {},
    after: { Status: 'Invited', Name: name, Email: values.userName, ExternalId: values.externalId },
  });
  if (!values.active) await deactivateUser(w, id);
  return toScimUser(await loadPerson(w, id), w.baseUrl);
}

/** DELETE /Users/{id}: deactivates the person; their goals, appraisals and history stay (issue 32). */
export async function deleteScimUser(w: ScimWork, id: string): Promise<void> {
  const person = await loadPerson(w, personIdOf(id));
  if (person.deactivatedAt !== null) return;
  await deactivateUser(w, person.id);
  await auditProvisioning(w, { subjectUserId: person.id, before: { Status: 'Active' }, after: { Status: 'Deactivated' } });
}

export const taken = (attribute: string, value: string) =>
  new ScimProblem(409, 'uniqueness', `Another person of this company has the ${attribute} ${value}.`);

/**
 * The person the enterprise extension's manager.value names: Trellis's id (what Entra ID sends, the id it was given),
 * else a person with that externalId, else with that email. Unknown is a 400: nobody is put under a guess.
 */
export async function resolveManager(w: ScimWork, value: string | null): Promise<number | null> {
  if (value === null) return null;
  const tenantId = w.actor.tenantId;
  if (/^[1-9][0-9]{0,15}$/.test(value) && (await findPerson(w.tx, tenantId, Number(value)))) return Number(value);
  const byExternalId = await findUserIdByExternalId(w.tx, tenantId, value);
  if (byExternalId !== null) return byExternalId;
  const byEmail = value.includes('@') ? await findUserByEmail(w.tx, tenantId, value) : null;
  if (byEmail) return byEmail.id;
  throw invalidValue(`No person of this company has the manager id ${value}.`);
}
