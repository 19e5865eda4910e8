import type { Profile } from '../../../contract/people';
import type { CompanyProgress } from '../../../contract/key-results';
import { seesCompanyProgress } from '../../../domain/key-results/permissions';

// Who sees the dashboard's progress cards and how their cells read (decision 068).

/** The team's heat map: for the roles that lead people (a contributor has no direct reports). */
export const showsTeamProgress = (p: Pick<Profile, 'RoleName'>): boolean => p.RoleName === 'manager' || p.RoleName === 'ceo';

/** The company's share on track: the server's rule, read from the profile. */
export const showsCompanyProgress = (p: Pick<Profile, 'RoleName' | 'IsOrgAdmin' | 'IsGoalAdmin'>): boolean =>
  seesCompanyProgress({ roleName: p.RoleName, isOrgAdmin: p.IsOrgAdmin, isGoalAdmin: p.IsGoalAdmin });

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export const DARK_TEXT = '#1F1F1F';
export const LIGHT_TEXT = '#FFFFFF';

/** The text colour that reads best on a cell's background (#RRGGBB): dark on the yellows and greys, white on the reds. */
export function textOn(background: string): string {
  const l = luminance(background);
  return contrast(l, luminance(LIGHT_TEXT)) >= contrast(l, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}

/** The last week that has ended, with its figures, or null before the first ends. */
export const lastEndedWeek = (p: CompanyProgress) => p.Weeks.filter((w) => w.Share !== null).at(-1) ?? null;
