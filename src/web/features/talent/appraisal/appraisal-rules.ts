import type { TFunction } from 'i18next';
import type { Appraisal } from '../../../../contract/talent';
import { dayText } from '../../../shared/dates';
import dayjs from 'dayjs';

/** What the sign modal says before sending: a signature is required, and a typed one is the signer's full name. */
export function signatureError(mode: 'Type' | 'Draw', sign: string | null, fullName: string, t: TFunction<'talent'>): string | null {
  if (!sign || !sign.trim()) return t('required');
  if (mode === 'Type' && sign.trim().toLowerCase() !== fullName.trim().toLowerCase()) return t('sign.nameMismatch', { name: fullName });
  return null;
}

/** 'Signed by Ada Park on Nov 24, 2026 at 3:05 PM', the day and time as the language writes them. */
export const signedLine = (s: { Name: string; SignedAt: string }, t: TFunction<'talent'>): string =>
  t('view.signedBy', { name: s.Name, day: dayText(s.SignedAt), time: dayjs(s.SignedAt).format('LT') });

/** What the drawer says above a signed appraisal (decision 035): nobody changes it, and what is left to do. */
export function lockedNote(state: Appraisal['State'], t: TFunction<'talent'>): string | null {
  return state === 'acknowledged' || state === 'completed' ? t(`view.locked.${state}`) : null;
}

/** The employee's comment as its reader calls it: 'Your comment' to the employee, 'Emma Fischer's comment' to others. */
export const commentHeading = (employee: { Id: number; Name: string }, viewerId: number, t: TFunction<'talent'>): string =>
  employee.Id === viewerId ? t('view.yourComment') : t('view.commentOf', { name: employee.Name });
