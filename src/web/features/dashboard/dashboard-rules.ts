import type { TFunction } from 'i18next';
import type { Session } from '../../../contract/auth';
import { askerOf, isCompanyAdmin, isObserver } from '../../../domain/askers';

type Viewer = Pick<Session, 'Profile'>;

const THEME_MAX = 255;

/** What is wrong with a theme title ('Please enter theme!'), or null. */
export function themeError(title: string | undefined, t: TFunction<'dashboard'>): string | null {
  const text = (title ?? '').trim();
  if (!text) return t('theme.required');
  return text.length > THEME_MAX ? t('theme.tooLong', { max: THEME_MAX }) : null;
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
