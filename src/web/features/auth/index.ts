// The auth feature's face: what the app shell and other features (the profile's password drawer) may use.
export { AuthFrame } from './auth-frame';
export { PasswordStrengthMeter } from './password-strength-meter';
export { confirmPasswordRules, isValidEmail, newPasswordRules } from './validation';

/** The signed-out pages other than the login, loaded when one is first shown. */
export const loadSignedOutPages = () => import('./signed-out-pages');
