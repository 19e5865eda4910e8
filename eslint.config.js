import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { trellisPlugin } from './scripts/lint/plugin.js';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  { plugins: { 'import-x': importX }, rules: { 'import-x/no-duplicates': ['error', { 'prefer-inline': true }] } },
  // Layers and cycles of ARCHITECTURE.md, kept by our own rules (scripts/lint; probes in scripts/lint/rules.test.ts).
  { files: ['src/**/*.{ts,tsx}'], plugins: { trellis: trellisPlugin }, rules: { 'trellis/layers': 'error', 'trellis/no-cycle': 'error' } },
  // The CLI uses the areas' faces as the composition root does; benchmarks may time internals (scripts/lint/layers.js).
  { files: ['scripts/**/*.{ts,js,mjs}'], plugins: { trellis: trellisPlugin }, rules: { 'trellis/layers': 'error' } },
  { files: ['src/web/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // A drawer's title is a heading (decision 047): drawers come from src/web/components/drawer.tsx.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/drawer.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', importNames: ['Drawer'], message: 'Use Drawer from src/web/components/drawer.tsx: its title is a heading.' },
          ],
        },
      ],
    },
  },
);
