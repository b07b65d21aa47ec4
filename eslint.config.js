import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { demoNames, exactlyOneOf } from './scripts/demo-names.mjs';

const AREAS = [
  'auth',
  'venues',
  'stations',
  'users',
  'suppliers',
  'articles',
  'orders',
  'subscriptions',
  'reports',
  'suggestions',
  'admin',
  'catalogue',
  'help',
  'supplier-portal',
  'dev',
  'standing-orders',
  'notifications',
];

const PREPARED_SQL_ONLY_IN_STATEMENTS = {
  selector: "ImportSpecifier[imported.name='runPreparedSql']",
  message:
    'A hand-written statement lives in a *.statement.ts file headed by its CTE table (docs/ARCHITECTURE.md).',
};
const DEMO_NAME = exactlyOneOf(demoNames());
const DEMO_MESSAGE =
  'A test does not name the demo: use DEMO of src/test/demo-context.ts, or build the rows with src/test/factories.ts.';
const NO_DEMO_NAMES = [
  { selector: `Literal[value=${DEMO_NAME}]`, message: DEMO_MESSAGE },
  {
    selector: `TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${DEMO_NAME}]`,
    message: DEMO_MESSAGE,
  },
];

const TANSTACK_USE_QUERY = {
  selector:
    "ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^use(Infinite)?Query$/]",
  message:
    'Use the query hooks of src/web/lib/deferred-query.ts: their result is drawn at a deferred priority (decision 0040).',
};
const DRIZZLE_OBJECTS = ['db', 'tx', 'executor'];

const restrict = (...patterns) => ['error', { patterns }];
const layer = (regex, message) => ({ regex, message });
// The app's server code, not React's server renderer (src/web/prerender-login.tsx renders the login page at build).
const SERVER_CODE = '^(?!react-dom/server$)(.*/)?server(/|$)';

// A feature never imports another feature's internals (ARCHITECTURE.md): only its api.ts (its query hooks) and its
// public.ts (what it exports on purpose, e.g. a dialog another screen opens) may be shared; pages are composed in
// src/web/app instead.
const INTERNALS = 'Features share only their api.ts and public.ts; compose pages in src/web/app.';
// src/web/app composes the features (router, shell, guards); nothing below it imports it back. What features need of
// the routes (PATHS, buildPath, homePath) lives in src/web/lib/paths.ts.
const APP_ONLY = 'Only src/web/app and main.tsx import src/web/app; typed paths are in src/web/lib/paths.ts.';
const NOT_APP = [layer('^@/web/app(/|$)', APP_ONLY), layer('^(\\.\\./)+app(/|$)', APP_ONLY)];
const featureBoundaries = [
  ...AREAS.map((area) => {
    const others = AREAS.filter((other) => other !== area).join('|');
    return {
      files: [`src/web/features/${area}/**`],
      rules: {
        'no-restricted-imports': restrict(
          layer(`^(\\.\\./)+(${others})(/(?!(api|public)$)|$)`, INTERNALS),
          layer(`^@/web/features/(${others})(/(?!(api|public)$)|$)`, INTERNALS),
          ...NOT_APP,
          layer(SERVER_CODE, 'The web app does not import server code.'),
        ),
      },
    };
  }),
  {
    // The layers every feature builds on know neither the app nor a feature.
    files: ['src/web/lib/**', 'src/web/components/**'],
    rules: {
      'no-restricted-imports': restrict(
        ...NOT_APP,
        layer('^(@/web/|(\\.\\./)+)features(/|$)', 'lib/ and components/ know no feature.'),
        layer(SERVER_CODE, 'The web app does not import server code.'),
      ),
    },
  },
];

// A server module is used by other modules only through its `<area>.public.ts` (docs/ARCHITECTURE.md, "Server
// modules"); never its repository or services. Inside a module, files import each other with `./`; everything outside
// it is reached through `@/`. Only src/server/app.ts reaches a module's routes, to register them. Cycles between
// module folders are refused by src/server/module-graph.test.ts (import-x/no-cycle sees files, not folders).
const SERVER_MODULES = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_ONLY = 'Another server module is used only through its <area>.public.ts (docs/ARCHITECTURE.md).';
const NO_WEB = layer('(^|/)web(/|$)', 'The server does not import the web app.');
// Modules get their dependencies through src/server/types.ts; only main.ts (and tests) build the app.
const NO_APP = layer(
  '^(\\.\\./)+app$|^\\./app$|^@/server/app$',
  'Import the types from src/server/types.ts, never the app itself.',
);
const modulesThroughPublic = (modules, alsoAllowed = '') =>
  layer(`^@/server/modules/(${modules.join('|')})/(?!\\1\\.public$${alsoAllowed})`, PUBLIC_ONLY);
const NO_RELATIVE_MODULES = layer(
  '^(\\.\\.?/)+modules/',
  'Reach a server module through @/server/modules/<area>/<area>.public.',
);
const serverBoundaries = [
  {
    files: ['src/server/**', 'src/test/**', 'bench/**'],
    rules: {
      'no-restricted-imports': restrict(NO_WEB, NO_RELATIVE_MODULES, modulesThroughPublic(SERVER_MODULES)),
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/main.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        NO_WEB,
        NO_APP,
        NO_RELATIVE_MODULES,
        modulesThroughPublic(SERVER_MODULES),
      ),
    },
  },
  {
    files: ['src/server/app.ts'],
    rules: {
      'no-restricted-imports': restrict(
        NO_WEB,
        NO_RELATIVE_MODULES,
        modulesThroughPublic(SERVER_MODULES, '|[a-z-]+\\.routes$'),
      ),
    },
  },
  ...SERVER_MODULES.flatMap((area) => {
    const others = SERVER_MODULES.filter((other) => other !== area);
    const inside = layer(
      '^\\.\\./',
      'Leave a module folder through @/ (another module: its <area>.public.ts).',
    );
    return [
      {
        files: [`src/server/modules/${area}/**`],
        rules: { 'no-restricted-imports': restrict(NO_WEB, inside, modulesThroughPublic(others)) },
      },
      {
        files: [`src/server/modules/${area}/**`],
        ignores: ['**/*.test.ts'],
        rules: { 'no-restricted-imports': restrict(NO_WEB, NO_APP, inside, modulesThroughPublic(others)) },
      },
    ];
  }),
  {
    // Rules several modules share (src/server/shared) belong to none of them.
    files: ['src/server/shared/**'],
    rules: {
      'no-restricted-imports': restrict(
        NO_WEB,
        NO_APP,
        layer('^@/server/modules/', 'A shared rule imports no module: it is what several modules use.'),
      ),
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The same split as the tsconfigs: the server and the tools see Node's globals, the web the browser's, the domain
  // neither (docs/ARCHITECTURE.md, "One package, three source roots").
  {
    files: ['src/server/**', 'src/test/**', 'bench/**', 'scripts/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/web/**'], languageOptions: { globals: globals.browser } },
  // Code run in the browser through Playwright or Puppeteer.
  {
    files: ['e2e/**', 'scripts/lighthouse.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict(
        layer(
          '(^|/)(server|web)(/|$)',
          'The domain is pure TypeScript shared by server and web: no server or web code.',
        ),
        layer('^(node:|fastify|drizzle-orm|pg$|react)', 'The domain does no I/O and renders nothing.'),
      ),
    },
  },
  {
    // No update or delete without a where clause (which holds the venue: ARCHITECTURE "Data rules"). The names are
    // how the code calls the Drizzle database or transaction (db, ctx.db, tx, executor).
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    // Tests may empty a table on purpose (a fresh outbox before a mail test).
    ignores: ['**/*.test.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: DRIZZLE_OBJECTS }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: DRIZZLE_OBJECTS }],
    },
  },
  ...serverBoundaries,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict(layer(SERVER_CODE, 'The web app does not import server code.')),
    },
  },
  {
    // A hot path's hand-written statement lives in a *.statement.ts file headed by its table "CTE -> the domain rule it
    // applies -> the test that pins it" (docs/ARCHITECTURE.md, "When SQL is written by hand").
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.statement.ts', 'src/server/db/prepared.ts'],
    rules: { 'no-restricted-syntax': ['error', PREPARED_SQL_ONLY_IN_STATEMENTS] },
  },
  {
    // A query's result is drawn at a deferred priority (decision 0040): the web app uses the hook that does it.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/deferred-query.ts', 'src/web/lib/deferred-query.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', PREPARED_SQL_ONLY_IN_STATEMENTS, TANSTACK_USE_QUERY] },
  },
  {
    // Only the seed's own test and src/test/demo-context.ts (its DEMO names) know the demo by name; other server and
    // domain tests use DEMO or build their rows with src/test/factories.ts (decision 0027). Web tests (fake APIs) and
    // e2e journeys (which walk the demo as a user) are out of scope. The rule repeats the statement rule above, since
    // a later no-restricted-syntax replaces an earlier one for the same files.
    files: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts'],
    ignores: ['src/server/db/seed/demo.test.ts'],
    rules: { 'no-restricted-syntax': ['error', PREPARED_SQL_ONLY_IN_STATEMENTS, ...NO_DEMO_NAMES] },
  },
  ...featureBoundaries,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/server/main.ts', 'src/server/cli/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
