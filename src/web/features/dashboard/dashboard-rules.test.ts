import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import type { Session } from '../../../contract/auth';
import { mayAddCompanyGoal, mayEditTheme, personalBlocks, themeError } from './dashboard-rules';

const THEME_REQUIRED = 'Please enter theme!';
const t = testTexts('dashboard');

const viewer = (RoleName: Session['Profile']['RoleName'], IsOrgAdmin = false) =>
  ({ Profile: { RoleName, IsOrgAdmin } }) as Pick<Session, 'Profile'>;

describe('dashboard blocks per role', () => {
  it.each([
    ['ceo', false, true],
    ['manager', false, true],
    ['contributor', false, true],
    ['observer', false, false],
    ['observer', true, false],
  ] as const)('%s (org admin %s) sees strategy, reminders and compliance: %s', (role, admin, shown) => {
    expect(personalBlocks(viewer(role, admin))).toEqual({
      reminders: shown,
      compliance: shown,
      strategy: shown,
    });
  });

  it.each([
    ['ceo', false, true, true],
    ['manager', true, true, true],
    ['contributor', true, true, true],
    ['manager', false, false, false],
    ['contributor', false, false, false],
    ['observer', true, true, false],
    ['observer', false, false, false],
  ] as const)('%s (org admin %s): theme %s, Add a Goal %s', (role, admin, theme, add) => {
    expect(mayEditTheme(viewer(role, admin))).toBe(theme);
    expect(mayAddCompanyGoal(viewer(role, admin))).toBe(add);
  });
});

describe('themeError', () => {
  it.each([
    [undefined, THEME_REQUIRED],
    ['', THEME_REQUIRED],
    ['   ', THEME_REQUIRED],
    ['Focus on the customer', null],
    ['x'.repeat(255), null],
    ['x'.repeat(256), 'Must be at most 255 characters.'],
  ])('%j → %j', (title, error) => {
    expect(themeError(title, t)).toBe(error);
  });

  it('says the spec’s words', () => {
    expect(themeError('', t)).toBe('Please enter theme!');
  });
});
