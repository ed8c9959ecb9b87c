import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appPackages = ['@teamcast/server', '@teamcast/server/*', '@teamcast/web', '@teamcast/web/*'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain is pure: no I/O, no clock, no randomness, and it depends on nothing of ours.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@teamcast/*'], message: 'The domain depends on no other package of ours.' },
            { group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto', 'child_process', 'os'], message: 'The domain does no I/O.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass time in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a seeded generator in.' },
        { object: 'crypto', property: 'randomUUID', message: 'Pass ids in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass time in as an argument.' },
        { selector: "CallExpression[callee.name='fetch']", message: 'The domain does no I/O.' },
      ],
      'no-restricted-globals': ['error', 'process', 'localStorage', 'window', 'document'],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: appPackages, message: 'The contract knows no app.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@teamcast/web', '@teamcast/web/*', '**/apps/web/**'], message: 'The apps never import each other.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@teamcast/server', '@teamcast/server/*', '**/apps/server/**'], message: 'The apps never import each other.' }] }],
    },
  },
);
