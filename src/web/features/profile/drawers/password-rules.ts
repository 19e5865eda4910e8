import i18next from 'i18next';
import { type ApiError, GENERIC_ERROR } from '../../../shared/api-client';
import { required } from './field-checks';

export type PasswordFormValues = { OldPassword: string; NewPassword: string; ConfirmPassword: string };

export const checkOldPassword = required(() => i18next.t('profile:password.oldRequired'));

/**
 * Where a failed change is told: a refused old password (or any 400 naming a field) under its field, the
 * rest in a dialog. The server's 400 for a wrong old password carries the spec's text.
 */
export function passwordChangeFailure(error: Pick<ApiError, 'status' | 'message' | 'errors'> | null): {
  field: keyof PasswordFormValues | null;
  text: string;
} {
  if (!error || error.status !== 400) return { field: null, text: error?.message || i18next.t('common:genericError') };
  const named = error.errors?.[0];
  if (named?.Field === 'NewPassword') return { field: 'NewPassword', text: named.Message };
  if (named?.Field === 'Password') return { field: 'OldPassword', text: named.Message };
  // A 400 without the server's own words (the client's generic text) is the wrong old password.
  return { field: 'OldPassword', text: error.message === GENERIC_ERROR ? i18next.t('profile:password.oldWrong') : error.message };
}
