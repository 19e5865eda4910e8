import { invalidValue } from './problem';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** The attributes of a SCIM user that Trellis keeps (decision 071); everything else a provider sends is ignored. */
export type ScimUserValues = {
  userName: string;
  givenName: string | null;
  familyName: string | null;
  formattedName: string | null;
  displayName: string | null;
  title: string | null;
  workEmail: string | null;
  active: boolean;
  externalId: string | null;
  department: string | null;
  /** The enterprise extension's manager.value: a Trellis id, an externalId or an email, resolved by the server. */
  managerId: string | null;
};

type Key = keyof ScimUserValues;

// A path as written after lower-casing, without the core schema's prefix and with single spaces: what it sets.
const PATHS: Record<string, Key> = {
  username: 'userName',
  displayname: 'displayName',
  title: 'title',
  active: 'active',
  externalid: 'externalId',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
  'name.formatted': 'formattedName',
  'emails[type eq "work"].value': 'workEmail',
  'emails[primary eq true].value': 'workEmail',
  [`${ENTERPRISE_USER}:department`.toLowerCase()]: 'department',
  [`${ENTERPRISE_USER}:manager`.toLowerCase()]: 'managerId',
  [`${ENTERPRISE_USER}:manager.value`.toLowerCase()]: 'managerId',
};

/** The value a path names, or null when Trellis keeps nothing at that path. */
export function keyOfPath(path: string): Key | null {
  const plain = path.trim().replace(/\s+/g, ' ').toLowerCase();
  const core = `${CORE_USER.toLowerCase()}:`;
  return PATHS[plain.startsWith(core) ? plain.slice(core.length) : plain] ?? null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Entra ID sends booleans as the strings "True" and "False". */
function booleanOf(v: unknown, name: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  throw invalidValue(`${name} must be true or false.`);
}

function textOf(v: unknown, name: string): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') throw invalidValue(`${name} must be a string.`);
  return v.trim() === '' ? null : v.trim();
}

/** A manager as Okta ({ value }) or Entra ID (the bare id) send it. */
const managerOf = (v: unknown) => textOf(isObject(v) ? v.value : v, 'manager.value');

/** The work email of a list of emails: the one of type work, else the primary one, else the first. */
function workEmailOf(v: unknown): string | null {
  if (v === null) return null;
  if (!Array.isArray(v)) throw invalidValue('emails must be a list.');
  const emails = v.filter(isObject);
  const chosen = emails.find((e) => e.type === 'work') ?? emails.find((e) => e.primary === true || e.primary === 'True') ?? emails[0];
  return chosen ? textOf(chosen.value, 'emails.value') : null;
}

/** One attribute's value, checked for its kind. */
export function valueFor(key: Key, v: unknown): ScimUserValues[Key] {
  if (key === 'active') return booleanOf(v, 'active');
  if (key === 'managerId') return managerOf(v);
  const text = textOf(v, key);
  if (key === 'userName' && text === null) throw invalidValue('userName is required.');
  return text;
}

/**
 * The attributes Trellis keeps from a SCIM user object (a POST or PUT body, or a PATCH value without a path):
 * nested (name, emails, the enterprise extension) or written as paths ("name.givenName"); unknown ones ignored.
 */
export function attributesOf(input: unknown): Partial<ScimUserValues> {
  if (!isObject(input)) throw invalidValue('The value must be an object of attributes.');
  const found: Partial<Record<Key, unknown>> = {};
  for (const [name, v] of Object.entries(input)) {
    const lower = name.toLowerCase();
    if (lower === 'name' && isObject(v)) {
      for (const [part, key] of [
        ['givenName', 'givenName'],
        ['familyName', 'familyName'],
        ['formatted', 'formattedName'],
      ] as const)
        if (part in v) found[key] = valueFor(key, v[part]);
    } else if (lower === 'emails') {
      found.workEmail = workEmailOf(v);
    } else if (lower === ENTERPRISE_USER.toLowerCase() && isObject(v)) {
      if ('department' in v) found.department = valueFor('department', v.department);
      if ('manager' in v) found.managerId = valueFor('managerId', v.manager);
    } else {
      const key = keyOfPath(name);
      if (key) found[key] = valueFor(key, v);
    }
  }
  return found as Partial<ScimUserValues>;
}

/** The values of a whole user object (POST, PUT): what it leaves out is empty, and it is active unless it says not. */
export function userValuesOf(input: unknown): ScimUserValues {
  const a = attributesOf(input);
  if (!a.userName) throw invalidValue('userName is required.');
  return {
    userName: a.userName,
    givenName: a.givenName ?? null,
    familyName: a.familyName ?? null,
    formattedName: a.formattedName ?? null,
    displayName: a.displayName ?? null,
    title: a.title ?? null,
    workEmail: a.workEmail ?? null,
    active: a.active ?? true,
    externalId: a.externalId ?? null,
    department: a.department ?? null,
    managerId: a.managerId ?? null,
  };
}

const joined = (v: ScimUserValues) => [v.givenName, v.familyName].filter(Boolean).join(' ') || null;

/**
 * A person's one name in Trellis from SCIM's several: of a whole object, displayName, else name.formatted, else the
 * given and family names, else the userName. After a PATCH (`before` given) the name that changed wins; null when
 * none changed.
 */
export function personNameOf(v: ScimUserValues, before?: ScimUserValues): string | null {
  if (!before) return v.displayName ?? v.formattedName ?? joined(v) ?? v.userName;
  if (v.displayName && v.displayName !== before.displayName) return v.displayName;
  if (v.formattedName && v.formattedName !== before.formattedName) return v.formattedName;
  if (joined(v) && joined(v) !== joined(before)) return joined(v);
  return null;
}

/** SCIM's given and family names of a one-field name: the last word is the family name. */
export function splitName(name: string): { givenName: string; familyName: string } {
  const words = name.trim().split(/\s+/);
  return words.length < 2
    ? { givenName: name.trim(), familyName: '' }
    : { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1)! };
}
