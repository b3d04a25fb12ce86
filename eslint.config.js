import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const serverImports = {
  group: ['@salahkar/server', '@salahkar/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app never imports server code: share it through @salahkar/domain.',
};

// A feature may use another feature only through its public index (`@/features/name`),
// never by reaching into its components, api or hooks.
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  const internalsMessage =
    "Import another feature through its index ('@/features/name'), not its internals.";
  const patterns = [
    serverImports,
    { group: ['@/features/*/**', `!@/features/${feature}/**`], message: internalsMessage },
  ];
  if (others.length > 0) {
    patterns.push({ group: others.map((other) => `**/../${other}/**`), message: internalsMessage });
  }
  return {
    files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', '@salahkar/*'],
              message: 'The domain package is pure: no Node, no DOM, no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@salahkar/web', '**/apps/web/**'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/scripts/**',
      '**/*.cli.ts',
      '**/*-cli.ts',
      'apps/server/src/main.ts',
      'apps/server/bench/**',
      'apps/server/src/chaos/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
