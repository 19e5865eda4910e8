import { SIGN_FORMAT, type Appraisal } from '../../../../contract/talent';
import { COMPLETED_LOCKED, SIGNED_LOCKED } from '../../../../domain/talent/appraisal-rules';

export const REQUIRED = 'This is required.';

/** What the sign modal says before sending: a signature is required, and a typed one is the signer's full name. */
export function signatureError(mode: 'Type' | 'Draw', sign: string | null, fullName: string): string | null {
  if (!sign || !sign.trim()) return REQUIRED;
  if (mode === 'Type' && sign.trim().toLowerCase() !== fullName.trim().toLowerCase())
    return `${SIGN_FORMAT} Type it as your profile shows it: ${fullName}.`;
  return null;
}

/** 'Signed by Ada Park on Nov 24, 2026 at 3:05 PM'. */
export function signedLine(s: { Name: string; SignedAt: string }): string {
  const at = new Date(s.SignedAt);
  return `Signed by ${s.Name} on ${at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })} at ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** What the drawer says above a signed appraisal (decision 035): nobody changes it, and what is left to do. */
export function lockedNote(state: Appraisal['State']): string | null {
  if (state === 'acknowledged') return `${SIGNED_LOCKED} What is left is the manager's countersignature.`;
  if (state === 'completed') return COMPLETED_LOCKED;
  return null;
}

/** The employee's comment as its reader calls it: 'Your comment' to the employee, 'Emma Fischer's comment' to others. */
export const commentHeading = (employee: { Id: number; Name: string }, viewerId: number): string =>
  employee.Id === viewerId ? 'Your comment' : `${employee.Name}'s comment`;
