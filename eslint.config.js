import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries of ARCHITECTURE.md: domain and contract import only libraries; web never imports server.
const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
  { files: ['src/domain/**', 'src/contract/**'], rules: noImport(['**/server/**', '**/web/**'], 'domain and contract import only libraries') },
  { files: ['src/web/**'], rules: noImport(['**/server/**'], 'the web app never imports server code') },
  { files: ['src/web/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
