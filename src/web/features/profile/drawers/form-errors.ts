import type { ErrorBody } from '../../../../contract/common';

/** A server 400's named fields, for the form's own fields (case-insensitive); the rest, to show in a dialog. */
export function fieldErrorsOf<N extends string>(errors: ErrorBody['Errors'], names: readonly N[]) {
  const fields: { name: N; errors: string[] }[] = [];
  const other: string[] = [];
  for (const e of errors ?? []) {
    const name = names.find((n) => n.toLowerCase() === e.Field.toLowerCase());
    if (name) fields.push({ name, errors: [e.Message] });
    else other.push(e.Message);
  }
  return { fields, other };
}
