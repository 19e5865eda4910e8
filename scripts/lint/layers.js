// Which part of the code may import which (ARCHITECTURE.md "Layers"; decision 014). Lowest first.
import { relative, sep } from 'node:path';

/** Server areas by layer: an area imports only the public face (index.ts) of an area in a lower layer. */
export const SERVER_LAYERS = [
  // The audit log is written by the areas above it (people, tenants, talent…) and reads only its own table.
  ['audit'],
  ['tenants', 'health', 'instance'],
  ['periods'],
  ['auth'],
  ['people'],
  ['goals', 'strategy', 'notes', 'user-manual'],
  // Provisioning (SCIM) changes people through people's face and reads tokens through auth's (decision 071).
  ['scim'],
  // Talent reads a person's goals of the quarter through goals' face (decision 041); key results follow their goal's
  // permissions through it (decision 067).
  ['predictions', 'action-items', 'talent', 'key-results'],
  ['dashboard'],
  ['live'],
  ['notifications'],
  ['reports', 'ai'],
  // Single sign-on signs people in through auth's face, creates them through people's and seals its client secret with
  // the AI area's key box, as the company's AI key is sealed (decision 072).
  // Chat webhooks seal their addresses with the AI area's key box and post what goals announce on the bus (issue 33).
  ['sso', 'chat'],
  // The weekly follow-up reads goals, people and notifications through their faces and posts its summary to chat.
  ['rhythm'],
  // A person's calendar feed reads the quarter's dates, the weekly update's day, appraisal deadlines and action items
  // through their faces (issue 33).
  ['calendar'],
];
/** The ground floor: database, HTTP plumbing, errors, configuration, events, jobs, mail, texts (the catalogue), uploads. Imports no area. */
export const SERVER_PLATFORM = ['db', 'http', 'events', 'jobs', 'mail', 'texts', 'uploads', 'config.ts', 'errors.ts', 'deps.ts'];
/** The composition root, what only tests use, and the CLI's backups: they import faces like any area above all others. */
export const SERVER_TOP = ['app.ts', 'main.ts', 'demo', 'backup'];
/** Test kits: world builders and factories for tests; production code never imports them. */
export const TEST_KITS = ['src/server/testing/', 'src/server/guards/', 'src/web/testing/'];
/** The web's parts, lowest first: shared (API client, session) < components < features < the app shell (router, layout, live). */
export const WEB_PARTS = ['shared', 'components', 'features', 'app'];
/** Scripts: the benchmarks time internals in process (any server file, the test kits too); the CLI and the rest use faces, as the composition root does. */
export const SCRIPTS_MEASURING_INTERNALS = 'scripts/bench/';

const rankOf = new Map(SERVER_LAYERS.flatMap((areas, rank) => areas.map((area) => [area, rank + 1])));

/** Where a file sits: its part of the tree, its area or feature, and whether it is a test. */
export function placeOf(root, file) {
  const path = relative(root, file).split(sep).join('/');
  const parts = path.split('/');
  const isTest = /\.(test|spec)\.tsx?$/.test(path) || TEST_KITS.some((kit) => path.startsWith(kit));
  const place = { path, isTest, isFace: /\/(index|[\w-]+-face)\.tsx?$/.test(path), isPage: /-page\.tsx$/.test(path) };
  if (parts[0] === 'scripts') return { ...place, part: 'scripts', area: path.startsWith(SCRIPTS_MEASURING_INTERNALS) ? 'bench' : 'cli' };
  if (parts[0] !== 'src') return { ...place, part: 'outside' };
  if (parts[1] === 'domain' || parts[1] === 'contract') return { ...place, part: parts[1] };
  if (parts[1] === 'server') {
    const top = parts[2].replace(/\.test\.ts$/, '.ts');
    // Test kits, guard suites and the tests of start-up (graceful-stop.test.ts) stand with the composition root.
    if (isTest && !rankOf.has(top) && !SERVER_PLATFORM.includes(top)) return { ...place, part: 'server', area: top, rank: Infinity };
    if (SERVER_PLATFORM.includes(top)) return { ...place, part: 'server', area: top, rank: 0 };
    if (SERVER_TOP.includes(top)) return { ...place, part: 'server', area: top, rank: Infinity };
    if (rankOf.has(top)) return { ...place, part: 'server', area: top, rank: rankOf.get(top), faceOf: `src/server/${top}/index.ts` };
    return { ...place, part: 'server', area: top, rank: undefined };
  }
  if (parts[1] === 'web') {
    if (parts[2] === 'features') return { ...place, part: 'web', area: `features/${parts[3]}`, feature: parts[3] };
    return { ...place, part: 'web', area: parts[2] };
  }
  return { ...place, part: parts[1] };
}

/** Why `from` may not import `to`, or null when it may. */
export function layerViolation(from, to) {
  if (to.isTest && !from.isTest && !(from.part === 'scripts' && from.area === 'bench'))
    return 'production code does not import tests or test kits';
  if (from.part === 'domain' && to.part !== 'domain') return 'domain imports only domain and libraries';
  if (from.part === 'contract' && !['contract', 'domain'].includes(to.part)) return 'contract imports only contract, domain and libraries';
  // The catalogue serves the web and the server alike.
  if (from.part === 'i18n' && !['i18n', 'domain'].includes(to.part)) return 'i18n (the catalogue) imports only i18n, domain and libraries';
  if (from.part === 'web' && to.part === 'server') return 'the web app never imports server code';
  if (from.part === 'server' && to.part === 'web') return 'the server never imports web code';
  if (from.part === 'web' && to.part === 'web') return webViolation(from, to);
  if (from.part === 'server' && to.part === 'server') return serverViolation(from, to);
  if (from.part === 'scripts' && to.part === 'web') return 'scripts never import web code';
  // The CLI stands beside the composition root: faces of the areas, the ground floor, the demo and the backups.
  if (from.part === 'scripts' && to.part === 'server' && from.area === 'cli')
    return serverViolation({ ...from, part: 'server', rank: Infinity }, to);
  return null;
}

function serverViolation(from, to) {
  if (from.area === to.area) return null;
  for (const p of [from, to]) {
    if (p.rank === undefined) return `src/server/${p.area} is in no layer: add it to SERVER_LAYERS (scripts/lint/layers.js)`;
  }
  if (to.rank === 0) return null; // the ground floor serves every area
  if (from.isTest) return testViolation(from, to);
  if (to.rank === Infinity && from.rank !== Infinity) return 'only the composition root (app.ts, main.ts, demo) imports it';
  if (from.rank !== Infinity && to.rank >= from.rank) {
    return `${from.area} may not import ${to.area} (same or higher layer); what must flow upward flows as an event`;
  }
  if (to.faceOf && to.path !== to.faceOf) return `import ${to.area} through its public face ${to.faceOf}, not its internals`;
  return null;
}

// A test may use its own area and the areas below it, their internals too, the test kits and the built app; never an
// area above (a test that needs one belongs with that area, or with the guard suites when it spans the house).
function testViolation(from, to) {
  if (to.isTest || from.rank === Infinity || to.rank === Infinity) return null;
  if (to.rank >= from.rank) return `a test of ${from.area} may not import ${to.area} (same or higher layer): test it beside ${to.area}`;
  return null;
}

const webRank = (p) => WEB_PARTS.indexOf(p.feature ? 'features' : p.area);

function webViolation(from, to) {
  if (from.area === to.area) return null;
  // Features, components and shared never import upward into the shell; what they share lives in src/web/shared.
  if (to.area === 'app' && WEB_PARTS.includes(from.feature ? 'features' : from.area)) {
    return 'only the app shell imports src/web/app: what features use (API client, session, theme) lives in src/web/shared';
  }
  if (from.area === 'shared' && !from.isTest && webRank(to) > webRank(from))
    return 'src/web/shared imports only shared, contract, domain and libraries';
  // The router loads each feature's pages lazily, so a page is a face of its feature to the app shell.
  if (to.feature && !to.isFace && !from.isTest && !(to.isPage && from.area === 'app')) {
    return `import the ${to.feature} feature through its public face src/web/features/${to.feature}/index.ts`;
  }
  if (from.area === 'components' && (to.feature || to.area === 'app')) return 'shared components import no feature and not the app shell';
  return null;
}
