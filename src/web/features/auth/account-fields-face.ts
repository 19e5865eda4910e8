// The auth feature's face for other features that ask for an e-mail address or a new password (the profile's
// drawers). Apart from ./index, which the first script a browser loads carries (issue 30: the login's budget).
export { PasswordStrengthMeter } from './password-strength-meter';
export { confirmPasswordRules, isValidEmail, newPasswordRules } from './validation';
