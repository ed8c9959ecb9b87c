import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appPackages = ['@teamcast/server', '@teamcast/server/*', '@teamcast/web', '@teamcast/web/*'];

const serverFromWeb = { group: ['@teamcast/server', '@teamcast/server/*', '**/apps/server/**'], message: 'The apps never import each other.' };

/**
 * The few features built on another, kept in the open and without cycles: profiles belong to an
 * owner's account and show questionnaire answers; the owner's session keeps scenes live and follows
 * analysis runs; the monitor draws its teams with the simulator's timeline charts; the advisor, the
 * assembler and the monitor follow their runs, the assembler draws with the simulator's charts too.
 */
const featuresBuiltOn = { profiles: ['identity', 'questionnaire'], identity: ['scenes', 'forecasts', 'analyses'], simulator: ['scenes', 'forecasts', 'analyses'], assembler: ['simulator', 'analyses'], monitor: ['simulator', 'analyses'] };

/**
 * The web app's layers, shared → features → areas → app: `shared` imports nothing of the others, a
 * feature imports shared and no other feature but those it is built on, an area imports shared and
 * features and no other area, the app imports all. Imports are relative, so whether one leaves its
 * feature or area depends on how deep the importing file sits; the rule is therefore written once per
 * depth, up to four folders down (none goes deeper than one today). Tests and their support code are
 * outside the layers: they render the whole app.
 */
function webLayers() {
  const testCode = ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}', '**/test-support/**'];
  const up = (steps) => `^(\\.\\./){${steps}}`;
  const layer = (files, patterns) => ({
    files: [files],
    ignores: testCode,
    rules: { 'no-restricted-imports': ['error', { patterns: [serverFromWeb, ...patterns] }] },
  });
  const blocks = [];
  for (let depth = 0; depth <= 4; depth++) {
    const dirs = '*/'.repeat(depth);
    blocks.push(
      layer(`apps/web/src/shared/${dirs}*.{ts,tsx}`, [
        { regex: `${up(depth + 1)}(?!locales/)`, message: 'shared imports nothing of features, areas or the app.' },
      ]),
      ...['*', ...Object.keys(featuresBuiltOn)].map((feature) => {
        const allowed = ['\\.\\./', ...(featuresBuiltOn[feature] ?? []).map((name) => `${name}(/|$)`)].join('|');
        return layer(`apps/web/src/features/${feature}/${dirs}*.{ts,tsx}`, [
          { regex: `${up(depth + 1)}(?!${allowed})`, message: 'A feature imports no other feature but those listed in featuresBuiltOn; move what both need to shared.' },
          { regex: `${up(depth + 2)}(?!shared/)`, message: 'A feature imports only shared, never an area or the app.' },
        ]);
      }),
      layer(`apps/web/src/areas/*/${dirs}*.{ts,tsx}`, [
        { regex: `${up(depth + 1)}(?!\\.\\./)`, message: 'An area imports no other area; move what both need to a feature.' },
        { regex: `${up(depth + 2)}(?!shared/|features/)`, message: 'An area imports shared and features, never the app.' },
      ]),
    );
  }
  return blocks;
}

/**
 * The consumer test's light entry (apps/web/src/flame) carries none of the rest of the app, so its first page
 * stays small: it leaves its folder for nothing, takes the contract's types but never its schemas, and uses
 * no component, query, i18n, routing or validation library (decision 69). Written per depth, as the layers are.
 */
function flameEntry() {
  const testCode = ['**/*.test.{ts,tsx}', '**/test-support/**'];
  const heavy = ['@mantine/*', '@tanstack/*', 'i18next', 'react-i18next', 'react-router', 'react-router-dom', 'zod', 'zod/*', 'recharts', 'dayjs'];
  const blocks = [];
  for (let depth = 0; depth <= 4; depth++) {
    blocks.push({
      files: [`apps/web/src/flame/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: testCode,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              serverFromWeb,
              { regex: `^(\\.\\./){${depth + 1}}`, message: 'The consumer entry imports nothing of the rest of the web app.' },
              { group: heavy, message: 'The consumer entry stays light: no component, query, i18n, routing or validation library.' },
              { group: ['@teamcast/contract', '@teamcast/contract/*'], allowTypeImports: true, message: "The consumer entry takes the contract's types only." },
            ],
          },
        ],
      },
    });
  }
  return blocks;
}

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
      'no-restricted-imports': ['error', { patterns: [serverFromWeb] }],
    },
  },
  ...webLayers(),
  ...flameEntry(),
);
