import { invalidValue, ScimProblem } from './problem';
import { attributesOf, keyOfPath, valueFor, type ScimUserValues } from './user-values';

/** One PATCH operation as providers send it: `op` in any case (Entra writes "Replace"), a path or none. */
export type ScimOperation = { op: string; path?: string; value?: unknown };

// What a path-less value or a whole attribute names, when the path is not one of the single values (keyOfPath).
const WHOLE = new Set(['name', 'emails', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user']);

/** The attributes one operation sets; those Trellis does not keep are left out, so a provider's extras do no harm. */
function changesOf(operation: ScimOperation): Partial<ScimUserValues> {
  const op = operation.op.toLowerCase();
  if (op !== 'add' && op !== 'replace' && op !== 'remove')
    throw new ScimProblem(400, 'invalidSyntax', `Unknown operation ${operation.op}.`);
  const path = operation.path?.trim();
  if (!path) {
    if (op === 'remove') throw new ScimProblem(400, 'noTarget', 'A remove operation needs a path.');
    return attributesOf(operation.value);
  }
  const key = keyOfPath(path);
  if (op === 'remove') {
    if (key === 'userName' || key === 'active') throw invalidValue(`${path} cannot be removed.`);
    if (key) return { [key]: null };
    return WHOLE.has(path.toLowerCase()) ? attributesOf({ [path]: null }) : {};
  }
  if (key) return { [key]: valueFor(key, operation.value) };
  return WHOLE.has(path.toLowerCase()) ? attributesOf({ [path]: operation.value }) : {};
}

/**
 * Applies a PATCH's operations in order to a person's SCIM values (RFC 7644 §3.5.2): Okta's path-less
 * `{ op: 'replace', value: { active: false } }`, Entra ID's `{ op: 'Replace', path: 'active', value: 'False' }`, and
 * paths such as name.givenName, emails[type eq "work"].value, title and the enterprise extension's manager.
 */
export function applyScimPatch(values: ScimUserValues, operations: readonly ScimOperation[]): ScimUserValues {
  return operations.reduce<ScimUserValues>((current, operation) => {
    const changes = changesOf(operation);
    if (changes.userName === null) throw invalidValue('userName is required.');
    return { ...current, ...changes } as ScimUserValues;
  }, values);
}
