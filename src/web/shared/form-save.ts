import { App, type FormInstance } from 'antd';
import type { ErrorBody } from '../../contract/common';
import { errorText, isApiError } from './api-client';

/**
 * A server 400's named fields as errors of the form's own fields (`fieldOf` names the form field of an API field, or
 * none); the messages of the rest, to show in a dialog.
 */
export function formErrorsOf<N extends string>(errors: ErrorBody['Errors'], fieldOf: (apiField: string) => N | null | undefined) {
  const fields: { name: N; errors: string[] }[] = [];
  const other: string[] = [];
  for (const e of errors ?? []) {
    const name = fieldOf(e.Field);
    if (name) fields.push({ name, errors: [e.Message] });
    else other.push(e.Message);
  }
  return { fields, other };
}

/** An API field matched to one of the form's fields by name, case aside. */
export const sameNameIn =
  <N extends string>(names: readonly N[]) =>
  (apiField: string): N | undefined =>
    names.find((n) => n.toLowerCase() === apiField.toLowerCase());

/**
 * A failed save shown on its form: the server's field errors under their fields (`fieldOf`), and anything no field
 * shows (or an error without fields) through `say`.
 */
export function showSaveError<N extends string>(
  form: FormInstance,
  error: unknown,
  fieldOf: (apiField: string) => N | null | undefined,
  say: (text: string) => void,
) {
  const { fields, other } = formErrorsOf(isApiError(error) ? error.errors : undefined, fieldOf);
  form.setFields(fields);
  if (fields.length === 0 || other.length > 0) say(other[0] ?? errorText(error));
}

/**
 * What a drawer's save does with its answer: on success the `saved` message and `onSaved`; on failure the server's
 * field errors under their fields, and a dialog titled `notSaved` for anything no field shows.
 */
export function useSaveOutcome<N extends string, T = unknown>(
  form: FormInstance,
  o: { fieldOf: (apiField: string) => N | null | undefined; saved: string; notSaved: string; onSaved: (answer: T) => void },
) {
  const { message, modal } = App.useApp();
  return {
    onSuccess: (answer: T) => {
      void message.success(o.saved);
      o.onSaved(answer);
    },
    onError: (error: unknown) => showSaveError(form, error, o.fieldOf, (content) => void modal.error({ title: o.notSaved, content })),
  };
}
