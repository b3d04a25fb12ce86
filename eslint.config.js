import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './tools/eslint/no-literal-text.js';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Names of rupees/paise conversions, old and current, which only the domain's money module defines.
const MONEY_CONVERTERS =
  '/^(toPaise|fromPaise|rupeesToPaise|wholeRupeesToPaise|paiseToRupees|paiseToDecimalText)$/';

const serverImports = {
  group: ['@salahkar/server', '@salahkar/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app never imports server code: share it through @salahkar/domain.',
};

// What no server file imports: the web app, and a rupees/paise converter of its own.
const SERVER_IMPORTS = [
  {
    group: ['react', 'react-dom', 'react/*', '@salahkar/web', '**/apps/web/**'],
    message: 'The server never imports the web app.',
  },
  {
    group: ['**/db/money', '**/db/money.ts', '**/money.ts'],
    message:
      'Rupees and paise convert only in @salahkar/domain (rupeesToPaise, paiseToDecimalText).',
  },
];

// One direction in the web app (decision 200): app/ (routes, shell, pages that compose features)
// → features/* → shared (components/, lib/, i18n/, hooks/). A feature never imports another
// feature nor the app; shared code imports neither. Tests may compose (they render the app).
const APP_IMPORTS = ['@/app', '@/app/**', '**/app/**', '@/public-pages*', '@/main*'];
const layerMessage = (layer) =>
  `${layer} never imports a feature or app/: move what two features need to components/, lib/ or i18n/, and compose features in app/ (decision 200).`;
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  const patterns = [
    serverImports,
    {
      group: [
        '@/features/*',
        '@/features/*/**',
        `!@/features/${feature}`,
        `!@/features/${feature}/**`,
        ...others.map((other) => `**/../${other}`),
        ...others.map((other) => `**/../${other}/**`),
        ...APP_IMPORTS,
      ],
      message: layerMessage(`A feature (${feature})`),
    },
  ];
  return {
    files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});
const sharedBoundaries = {
  files: ['apps/web/src/{components,lib,i18n,hooks}/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverImports,
          {
            group: ['@/features', '@/features/**', '**/features/**', ...APP_IMPORTS],
            message: layerMessage('Shared code'),
          },
        ],
      },
    ],
  },
};
// app/ takes a feature through its index or a lazy entry beside it (pages.ts, dialogs.ts), never
// its internals.
const appBoundaries = {
  files: ['apps/web/src/app/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverImports,
          {
            group: ['@/features/*/*/**', '**/features/*/*/**'],
            message:
              "Import a feature through its index ('@/features/name') or its lazy entry, not its internals.",
          },
        ],
      },
    ],
  },
};

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
      // One money module: a second rupees/paise converter is how rounding rules drift apart.
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=${MONEY_CONVERTERS}]`,
          message:
            'Rupees and paise convert only in packages/domain/src/money.ts: import it from @salahkar/domain.',
        },
      ],
    },
  },
  { files: ['packages/domain/src/money.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // Each web feature owns its query keys (features/<f>/api/query-keys.ts, exported by its index):
  // a URL written into an invalidation elsewhere drifts from the key the list is read under.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=${MONEY_CONVERTERS}]`,
          message:
            'Rupees and paise convert only in packages/domain/src/money.ts: import it from @salahkar/domain.',
        },
        {
          selector:
            "CallExpression[callee.property.name='invalidateQueries'] Property[key.name='queryKey'] > ArrayExpression > :matches(Literal, TemplateLiteral)",
          message:
            "Invalidate through the owning feature's query keys or invalidate… helpers (features/<f>/api/query-keys.ts), not a URL.",
        },
      ],
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
  sharedBoundaries,
  appBoundaries,
  // Every screen speaks English and Hindi: its words come from the message files.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { salahkar: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'salahkar/no-literal-text': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: SERVER_IMPORTS,
        },
      ],
    },
  },
  // One direction on the server: features (modules/) build on the shared layers, never the
  // reverse, and a module's routes are its own (app.ts alone registers them).
  {
    files: [
      'apps/server/src/{db,adapters,http,policies}/**/*.ts',
      'apps/server/src/modules/**/*.ts',
    ],
    ignores: ['apps/server/src/db/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_IMPORTS,
            {
              group: ['**/modules/**'],
              message:
                'Shared layers (db, adapters, http, policies) never import a feature module; move the shared piece out of the module.',
            },
            {
              group: ['../*/*.routes.ts', '../*/*.routes'],
              message:
                "A module's routes are registered by app.ts only; import its services instead.",
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
