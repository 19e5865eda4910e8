export const HOME_PATH = '/v3/home';

// Old client's area names and where each lives now.
const LEGACY_AREAS: Readonly<Record<string, string>> = {
  performance: 'predictions',
  user: 'profile',
  users: 'organization',
  strategy: 'strategy',
  evaluations: 'talent',
  support: 'help',
  notifications: 'notifications',
};

type LocationLike = { pathname: string; search: string; hash: string };

/**
 * Where an old or unknown link should go: `/#/performance?selectedGoalId=5` becomes
 * `/v3/predictions/5`, `/v3/users` becomes `/v3/organization`, anything else `/v3/home`.
 */
export function legacyRedirectTarget(location: LocationLike): string {
  const hashLink = location.hash.startsWith('#/') ? location.hash.slice(1) : null;
  const [rawPath = '', rawQuery = ''] = (hashLink ?? `${location.pathname}${location.search}`).split('?');
  const segments = rawPath.split('/').filter(Boolean);
  if (segments[0] === 'v3' || segments[0] === 'v2') segments.shift();

  const [area, ...rest] = segments;
  const target = area === undefined ? undefined : LEGACY_AREAS[area.toLowerCase()];
  if (!target) return HOME_PATH;

  const goalId = new URLSearchParams(rawQuery).get('selectedGoalId')?.trim();
  const path = ['', 'v3', target, ...rest, ...(goalId ? [goalId] : [])].map(encodeSegment).join('/');
  // A target that is the very path we are on is not a route either; going there again would loop.
  return path === location.pathname.replace(/\/$/, '') ? HOME_PATH : path;
}

const encodeSegment = (segment: string) => encodeURIComponent(decodeURIComponentSafe(segment));

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
