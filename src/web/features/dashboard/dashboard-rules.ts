import type { Session } from '../../../contract/auth';
import { askerOf, isCompanyAdmin, isObserver } from '../../../domain/askers';

type Viewer = Pick<Session, 'Profile'>;

export const THEME_REQUIRED = 'Please enter theme!';
const THEME_MAX = 255;

/** What is wrong with a theme title, or null. */
export function themeError(title: string | undefined): string | null {
  const text = (title ?? '').trim();
  if (!text) return THEME_REQUIRED;
  return text.length > THEME_MAX ? `Must be at most ${THEME_MAX} characters.` : null;
}

const isCeoOrOrgAdmin = ({ Profile }: Viewer) => isCompanyAdmin(askerOf(Profile));

/** Only the CEO or an org admin adds, edits or deletes the company theme (spec 000 §6). */
export const mayEditTheme = isCeoOrOrgAdmin;

/** 'Add a Goal' under an empty Company Goals block: for the CEO or an org admin. */
export const mayAddCompanyGoal = ({ Profile }: Viewer) => !isObserver(askerOf(Profile)) && isCeoOrOrgAdmin({ Profile });

/** The blocks besides Company Goals that a role sees: observers see none of them (spec 000 §6). */
export function personalBlocks({ Profile }: Viewer): {
  reminders: boolean;
  compliance: boolean;
  strategy: boolean;
} {
  const shown = !isObserver(askerOf(Profile));
  return { reminders: shown, compliance: shown, strategy: shown };
}
