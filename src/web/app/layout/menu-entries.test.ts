import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/auth';
import { menuEntriesFor, menuKeyOfPath } from './menu-entries';

type Case = { role: Session['Profile']['RoleName']; orgAdmin?: boolean; delegate?: boolean; strategy?: boolean; talent?: boolean };

const viewer = ({ role, orgAdmin = false, delegate = false, strategy = true, talent = true }: Case) =>
  ({
    Profile: { RoleName: role, IsOrgAdmin: orgAdmin, IsDelegate: delegate },
    Tenant: { StrategyEnabled: strategy, TalentEnabled: talent },
  }) as Pick<Session, 'Profile' | 'Tenant'>;

const keys = (c: Case) => menuEntriesFor(viewer(c)).map((e) => e.key);

describe('menuEntriesFor', () => {
  it('shows the CEO every entry in menu order', () => {
    expect(keys({ role: 'ceo' })).toEqual([
      'home',
      'goals',
      'predictions',
      'organization',
      'strategy',
      'talent',
      'actionitems',
      'reports',
      'help',
    ]);
  });

  it.each([
    [{ role: 'ceo' }, true],
    [{ role: 'manager', orgAdmin: true }, true],
    [{ role: 'manager' }, false],
    [{ role: 'contributor' }, false],
    [{ role: 'manager', delegate: true }, true],
    [{ role: 'contributor', delegate: true }, true],
    [{ role: 'observer', delegate: true }, false],
    [{ role: 'manager', delegate: true, strategy: false }, false],
    [{ role: 'ceo', strategy: false }, false],
    [{ role: 'manager', orgAdmin: true, strategy: false }, false],
  ] satisfies [Case, boolean][])('strategy for %o: %s', (c, shown) => {
    expect(keys(c).includes('strategy')).toBe(shown);
  });

  it.each([
    [{ role: 'observer' }, false],
    [{ role: 'observer', talent: true, orgAdmin: true }, false],
    [{ role: 'contributor', talent: true }, true],
    [{ role: 'contributor', talent: false }, false],
    [{ role: 'manager', talent: false }, true],
    [{ role: 'ceo', talent: false }, true],
  ] satisfies [Case, boolean][])('talent for %o: %s', (c, shown) => {
    expect(keys(c).includes('talent')).toBe(shown);
  });
});

describe('menuKeyOfPath', () => {
  it.each([
    ['/v3/home', 'home'],
    ['/v3/goals/12', 'goals'],
    ['/v3/goals/type/company', 'goals'],
    ['/v3/talent/matrix', 'talent'],
    ['/v3/profile/3', undefined],
    ['/v3/homework', undefined],
  ])('%s is under %s', (path, key) => {
    expect(menuKeyOfPath(path)).toBe(key);
  });
});
