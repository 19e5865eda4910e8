import type { Session } from '../../../contract/auth';
import { canEditStrategy } from '../../../domain/strategy/visibility';
import { askerOf, isObserver } from '../../../domain/askers';

export type MenuKey = 'home' | 'goals' | 'predictions' | 'organization' | 'strategy' | 'talent' | 'actionitems' | 'reports' | 'help';
// Each entry's name is the catalogue's `app:menu.<key>` (side-menu.tsx).
export type MenuEntry = { key: MenuKey; path: string };

const ENTRIES: readonly MenuEntry[] = [
  { key: 'home', path: '/v3/home' },
  { key: 'goals', path: '/v3/goals' },
  { key: 'predictions', path: '/v3/predictions' },
  { key: 'organization', path: '/v3/organization' },
  { key: 'strategy', path: '/v3/strategy' },
  { key: 'talent', path: '/v3/talent' },
  { key: 'actionitems', path: '/v3/actionitems' },
  { key: 'reports', path: '/v3/reports' },
  { key: 'help', path: '/v3/help' },
];

type Viewer = Pick<Session, 'Profile' | 'Tenant'>;

function isVisible(key: MenuKey, { Profile, Tenant }: Viewer): boolean {
  switch (key) {
    case 'strategy':
      // The strategy's editors: the CEO, org admins and strategy delegates (the spec's 'strategy person'). Everyone
      // else reads the published strategy through the dashboard card's View Details.
      return (
        Tenant.StrategyEnabled &&
        canEditStrategy({ roleName: Profile.RoleName, isOrgAdmin: Profile.IsOrgAdmin, isDelegate: Profile.IsDelegate })
      );
    case 'talent':
      return !isObserver(askerOf(Profile)) && (Profile.RoleName !== 'contributor' || Tenant.TalentEnabled);
    default:
      return true;
  }
}

/** The side-menu entries a signed-in user sees, in menu order. */
export const menuEntriesFor = (viewer: Viewer): MenuEntry[] => ENTRIES.filter((entry) => isVisible(entry.key, viewer));

/** The entry a path belongs to: /v3/goals/12 is under Goals. */
export const menuKeyOfPath = (pathname: string): MenuKey | undefined =>
  ENTRIES.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.key;
