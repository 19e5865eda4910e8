import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each rule of the layering (ARCHITECTURE.md "Layers") shown to catch a probe import, and to pass a good one.
const root = join(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const layerErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'trellis/layers' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('trellis/layers', () => {
  it.each([
    [
      'an area imports a higher area',
      'src/server/people/probe.ts',
      "import { goalRoutes } from '../goals';",
      'people may not import goals',
    ],
    [
      'an area imports a sibling of its layer',
      'src/server/goals/probe.ts',
      "import { strategyRoutes } from '../strategy';",
      'goals may not import strategy',
    ],
    [
      'an area reaches into a lower area',
      'src/server/goals/probe.ts',
      "import { findPerson } from '../people/person-queries';",
      'through its public face src/server/people/index.ts',
    ],
    ['the ground floor imports an area', 'src/server/http/probe.ts', "import { findActor } from '../auth';", 'http may not import auth'],
    [
      'an area imports the composition root',
      'src/server/goals/probe.ts',
      "import { buildApp } from '../app';",
      'only the composition root',
    ],
    [
      'production code imports a test kit',
      'src/server/goals/probe.ts',
      "import { createTestApp } from '../testing/test-app';",
      'production code does not import tests',
    ],
    ['domain imports the contract', 'src/domain/probe.ts', "import { Goal } from '../contract/goals';", 'domain imports only domain'],
    ['domain imports the server', 'src/domain/probe.ts', "import { badRequest } from '../server/errors';", 'domain imports only domain'],
    [
      'the catalogue imports the web',
      'src/i18n/probe.ts',
      "import { call } from '../web/shared/api-client';",
      'i18n (the catalogue) imports only i18n, domain',
    ],
    [
      'the contract imports the server',
      'src/contract/probe.ts',
      "import { badRequest } from '../server/errors';",
      'contract imports only contract',
    ],
    [
      'the web imports the server',
      'src/web/app/probe.ts',
      "import { badRequest } from '../../server/errors';",
      'the web app never imports server code',
    ],
    [
      'a feature reaches into another',
      'src/web/features/profile/probe.ts',
      "import { GoalCard } from '../goals/components/goal-card';",
      'through its public face src/web/features/goals/index.ts',
    ],
    [
      'the app shell reaches into a feature',
      'src/web/app/probe.ts',
      "import { goalKeys } from '../features/goals/api/goal-keys';",
      'through its public face src/web/features/goals/index.ts',
    ],
    [
      "a feature loads another's internals lazily",
      'src/web/features/profile/probe.ts',
      "const drawer = () => import('../goals/form/goal-form-drawer');",
      'through its public face src/web/features/goals/index.ts',
    ],
    [
      'a shared component imports a feature',
      'src/web/components/probe.ts',
      "import { GoalCard } from '../features/goals';",
      'shared components import no feature',
    ],
    [
      'a feature imports the app shell',
      'src/web/features/goals/probe.ts',
      "import { router } from '../../app/router';",
      'only the app shell imports src/web/app',
    ],
    [
      'the shared web code imports a component',
      'src/web/shared/probe.ts',
      "import { PageTitle } from '../components/page-title';",
      'src/web/shared imports only shared',
    ],
    [
      'the CLI reaches into an area',
      'scripts/probe.ts',
      "import { addUser } from '../src/server/people/add-user';",
      'through its public face src/server/people/index.ts',
    ],
    [
      'a test imports a higher area',
      'src/server/people/probe.test.ts',
      "import { pageOf } from '../goals/list/list-query';",
      'a test of people may not import goals',
    ],
  ])('%s', async (_case, file, code, message) => {
    expect((await layerErrors(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['an area imports a lower face', 'src/server/goals/probe.ts', "import { findPerson } from '../people';"],
    ['an area imports the ground floor', 'src/server/goals/probe.ts', "import { badRequest } from '../errors';"],
    [
      'a test imports a test kit and internals',
      'src/server/goals/probe.test.ts',
      "import { createTestApp } from '../testing/test-app';\nimport { findPerson } from '../people/person-queries';",
    ],
    ['the composition root imports faces', 'src/server/main.ts', "import { goalRoutes } from './goals';"],
    ['the contract imports domain', 'src/contract/probe.ts', "import { GOAL_STATES } from '../domain/goals/states';"],
    ['the web imports the catalogue', 'src/web/shared/probe.ts', "import { NAMESPACES } from '../../i18n/namespaces';"],
    ['the server imports the catalogue', 'src/server/mail/probe.ts', "import { NAMESPACES } from '../../i18n/namespaces';"],
    ['a feature imports another through its face', 'src/web/features/profile/probe.ts', "import { GoalCard } from '../goals';"],
    // A feature may show different audiences different faces, so the first script carries only what the shell needs.
    [
      'a feature imports another through a face named for its audience',
      'src/web/features/profile/probe.ts',
      "import { isValidEmail } from '../auth/account-fields-face';",
    ],
    ["the router loads a feature's page", 'src/web/app/probe.ts', "const page = () => import('../features/goals/screen/goals-page');"],
    ['a feature imports the shared web code', 'src/web/features/goals/probe.ts', "import { call } from '../../shared/api-client';"],
    ['the CLI imports a face', 'scripts/probe.ts', "import { addUser } from '../src/server/people';"],
    ['a benchmark times an internal', 'scripts/bench/probe.ts', "import { pageOf } from '../../src/server/goals/list/list-query';"],
  ])('lets %s', async (_case, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

describe('trellis/no-cycle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(root, 'src', 'server', 'goals', 'probe-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('catches a circle of type-only imports', async () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
    const messages = result!.messages.filter((m) => m.ruleId === 'trellis/no-cycle').map((m) => m.message);
    const a = relative(root, join(dir, 'a.ts'));
    expect(messages).toEqual([`Import cycle: ${a} → ${relative(root, join(dir, 'b.ts'))} → ${a}`]);
  });

  it('leaves a one-way import alone', async () => {
    writeFileSync(join(dir, 'c.ts'), "import type { D } from './d';\nexport type C = { d?: D };\n");
    writeFileSync(join(dir, 'd.ts'), 'export type D = { n: number };\n');
    const [result] = await eslint.lintFiles([join(dir, 'c.ts')]);
    expect(result!.messages.filter((m) => m.ruleId === 'trellis/no-cycle')).toEqual([]);
  });
});

describe('formatting (prettier --check in npm run lint)', () => {
  const formatted = async (file: string, code: string) => {
    const filepath = join(root, file);
    const options = await prettier.resolveConfig(filepath);
    return prettier.check(code, { ...options, filepath });
  };

  it('catches code Prettier would write otherwise', async () => {
    expect(await formatted('src/server/goals/probe.ts', 'const  a = {b:"c"}\n')).toBe(false);
  });

  it('passes code as Prettier writes it', async () => {
    expect(await formatted('src/server/goals/probe.ts', "const a = { b: 'c' };\n")).toBe(true);
  });
});
