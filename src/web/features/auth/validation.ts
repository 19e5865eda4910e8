import type { FormRule as Rule } from 'antd';
import i18next from 'i18next';
import { PASSWORD_MIN_LENGTH, isStrongPassword } from '../../../domain/password-strength';

// The same address pattern as the contract's z.email(), without pulling zod into the sign-in bundle.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 255;

export const isValidEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().length <= EMAIL_MAX && EMAIL_PATTERN.test(value.trim());

/** An email field's rules, in the language shown when the form renders. */
export const emailRules = (): Rule[] => [
  { required: true, whitespace: true, message: i18next.t('auth:validation.emailRequired') },
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(i18next.t('auth:validation.emailInvalid'))),
  },
];

export const newPasswordRules = (): Rule[] => [
  {
    validator: (_, value: string | undefined) => {
      const password = (value ?? '').trim();
      const weak = () => Promise.reject(new Error(i18next.t('auth:password.weak')));
      if (!password) return weak();
      if ([...password].length < PASSWORD_MIN_LENGTH) return Promise.reject(new Error(i18next.t('auth:password.minLength')));
      return isStrongPassword(password) ? Promise.resolve() : weak();
    },
  },
];

export const confirmPasswordRules = (passwordField: string): Rule[] => [
  { required: true, whitespace: true, message: i18next.t('auth:validation.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const password = String(getFieldValue(passwordField) ?? '').trim();
      return !value?.trim() || value.trim() === password
        ? Promise.resolve()
        : Promise.reject(new Error(i18next.t('auth:validation.passwordMismatch')));
    },
  }),
];
