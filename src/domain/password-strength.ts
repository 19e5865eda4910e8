export const PASSWORD_MIN_LENGTH = 8;
export const WEAK_PASSWORD_MESSAGE = 'Please enter a strong password.';
export const MIN_LENGTH_MESSAGE = 'Minimum 8 char required!';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordLabel = 'Easy' | 'Moderate' | 'Strong';
/** What would make a password stronger, as a code the screens word in their language. */
export type PasswordTip = 'length' | 'case' | 'number' | 'special';
export type PasswordStrength = { score: PasswordScore; label: PasswordLabel; tips: PasswordTip[] };

// Unicode classes so that 'É' counts as upper case and 'é' is not a "special" character.
// Whitespace is not special: a space alone should not lift a password to Strong.
const RULES: readonly { passes: (password: string) => boolean; tip: PasswordTip }[] = [
  { passes: (p) => [...p].length >= PASSWORD_MIN_LENGTH, tip: 'length' },
  { passes: (p) => /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p), tip: 'case' },
  { passes: (p) => /\p{Nd}/u.test(p), tip: 'number' },
  { passes: (p) => /[^\p{L}\p{N}\s]/u.test(p), tip: 'special' },
];

export function passwordStrength(password: string): PasswordStrength {
  const value = password.trim();
  const tips = RULES.filter((rule) => !rule.passes(value)).map((rule) => rule.tip);
  const score = (RULES.length - tips.length) as PasswordScore; // four rules, so 0..4
  const label: PasswordLabel = score === 4 ? 'Strong' : score === 3 ? 'Moderate' : 'Easy';
  return { score, label, tips };
}

export function isStrongPassword(password: string): boolean {
  return passwordStrength(password).score === 4;
}
