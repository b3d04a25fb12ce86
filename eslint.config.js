import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './tools/eslint/no-literal-text.js';
import moduleDirection from './tools/eslint/module-direction.js';

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
/** A layer's files may not import what `group` names (nor the server), tests aside. */
const webLayer = (files, group, message) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [serverImports, { group, message }] }],
  },
});
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  return webLayer(
    [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    [
      '@/features/*',
      '@/features/*/**',
      `!@/features/${feature}`,
      `!@/features/${feature}/**`,
      ...others.map((other) => `**/../${other}`),
      ...others.map((other) => `**/../${other}/**`),
      ...APP_IMPORTS,
    ],
    layerMessage(`A feature (${feature})`),
  );
});
const sharedBoundaries = webLayer(
  ['apps/web/src/{components,lib,i18n,hooks}/**/*.{ts,tsx}'],
  ['@/features', '@/features/**', '**/features/**', ...APP_IMPORTS],
  layerMessage('Shared code'),
);
// app/ takes a feature through its index or a lazy entry beside it (pages.ts, dialogs.ts), never
// its internals.
const appBoundaries = webLayer(
  ['apps/web/src/app/**/*.{ts,tsx}'],
  ['@/features/*/*/**', '**/features/*/*/**'],
  "Import a feature through its index ('@/features/name') or its lazy entry, not its internals.",
);

// ─── Server module direction (decision 202) ──────────────────────────────────────────────────
// Which server modules (apps/server/src/modules/<m>/) each module may import. Nothing else: a new
// arrow is added here, on purpose, and the table must stay free of cycles (checked below, so a
// cycle stops every lint run). Shared layers (db, adapters, http, plugins, policies, the job
// runner) import no module at all (the block after this one); app.ts, admin-routes.ts,
// start-server.ts, context.ts and jobs/index.ts compose modules and are outside the table.
const SERVER_MODULE_USES = {
  // Below everything: each stands on the shared layers only.
  catalog: [],
  files: [],
  ledger: [],
  mail: [],
  receipts: [],
  'dev-mailbox': [],
  health: [],
  // People and reaching them.
  users: ['files', 'mail'],
  auth: ['files', 'mail', 'users'],
  reach: ['mail'],
  phone: ['auth', 'reach'],
  notifications: ['mail', 'reach', 'receipts'],
  // The case and what happens on it.
  consultations: ['catalog', 'files', 'notifications', 'reach', 'users'],
  reviews: ['consultations'],
  chat: ['consultations', 'files', 'notifications', 'reach'],
  'video-calls': ['chat', 'consultations', 'notifications', 'reach'],
  refunds: ['consultations', 'ledger', 'notifications', 'reach', 'receipts'],
  payments: ['consultations', 'ledger', 'notifications', 'reach', 'receipts', 'refunds'],
  offers: ['consultations', 'notifications', 'payments', 'reach'],
  wallet: ['ledger', 'notifications', 'reach'],
  live: ['chat', 'consultations', 'video-calls'],
  // The admin's side, and what builds on it.
  admin: [
    'catalog',
    'files',
    'ledger',
    'mail',
    'notifications',
    'receipts',
    'users',
    'video-calls',
  ],
  'case-closing': ['admin', 'consultations', 'notifications', 'reach'],
  complaints: ['admin', 'consultations', 'notifications', 'refunds', 'users'],
  // Pages and services at the edge.
  professional: ['chat', 'consultations', 'users'],
  'public-profiles': ['reviews', 'users'],
  landing: ['catalog', 'public-profiles', 'reviews'],
  assistant: ['catalog'],
  contact: ['mail'],
  unsubscribe: ['mail', 'reach'],
};

/** Throws at load when the table names an unknown module or goes round in a circle. */
function assertNoCycle(uses) {
  const state = new Map();
  const visit = (module, path) => {
    if (!(module in uses)) throw new Error(`SERVER_MODULE_USES: unknown module '${module}'`);
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'open') {
      throw new Error(`SERVER_MODULE_USES has a cycle: ${[...path, module].join(' → ')}`);
    }
    state.set(module, 'open');
    for (const used of uses[module]) visit(used, [...path, module]);
    state.set(module, 'done');
  };
  for (const module of Object.keys(uses)) visit(module, []);
}
assertNoCycle(SERVER_MODULE_USES);

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
  // Server module direction (decision 202): a module imports only what SERVER_MODULE_USES lets
  // it. Tests may compose modules (a notice's test drives the job that sends it).
  {
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { 'salahkar-server': { rules: { 'module-direction': moduleDirection } } },
    rules: { 'salahkar-server/module-direction': ['error', { uses: SERVER_MODULE_USES }] },
  },
  // One direction on the server: features (modules/) build on the shared layers, never the
  // reverse, and a module's routes are its own (app.ts alone registers them).
  {
    files: [
      'apps/server/src/{db,adapters,http,plugins,policies}/**/*.ts',
      'apps/server/src/jobs/{job-runner,alarms,prompt-delivery}.ts',
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
                'Shared layers (db, adapters, http, plugins, policies, the job runner) never import a feature module; move the shared piece out of the module.',
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
      'apps/server/src/start-server.ts',
      'apps/server/bench/**',
      'apps/server/src/chaos/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
