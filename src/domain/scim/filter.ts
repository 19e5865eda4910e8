import { ScimProblem } from './problem';

/** The one filter Trellis answers: an attribute that names one person, equal to a value. */
export type ScimFilter = { attribute: 'userName' | 'externalId'; value: string };

// `attribute eq "value"`: attribute names and the operator in any case (RFC 7644 §3.4.2.2), the value a JSON string.
const EQUALS = /^\s*(userName|externalId)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

/**
 * Reads `userName eq "…"` or `externalId eq "…"`, what Okta and Entra ID send to find a person before creating
 * them. Anything else (other attributes, operators, `and`/`or`) is refused as invalidFilter rather than answered
 * wrongly; no filter at all is null (the whole list).
 */
export function parseScimFilter(filter: string | undefined): ScimFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQUALS.exec(filter);
  if (!match) throw new ScimProblem(400, 'invalidFilter', 'Only userName eq "…" and externalId eq "…" are supported.');
  let value: unknown;
  try {
    value = JSON.parse(match[2]!);
  } catch {
    throw new ScimProblem(400, 'invalidFilter', 'The filter’s value is not a valid string.');
  }
  const attribute = match[1]!.toLowerCase() === 'username' ? 'userName' : 'externalId';
  return { attribute, value: String(value) };
}
