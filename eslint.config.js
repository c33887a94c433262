import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Imports flow one way (docs/architecture.md#layers): app -> features -> engine -> api / store -> core, and
// features -> lib -> core. The core (with the service's contract) imports nothing of the app; the client
// (src/api) and the simulated service (src/sim) import the core and never each other; the page store
// (src/store) imports the core and the client's types only; the engine (src/engine) puts the client and the
// store together; src/lib imports the core only; a feature reaches another feature through its index.ts
// only; test support (src/testing) may import anything, and only tests import it.
const APP_FOLDERS = ['api', 'engine', 'sim', 'store', 'lib', 'features', 'app', 'main.tsx'];
const ROOT = import.meta.dirname;
const FEATURES = readdirSync(`${ROOT}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({
  target: `./src/${target}`,
  from: from.map((f) => `./src/${f}`),
  ...(except ? { except } : {}),
  message,
});

/** The zones every file under src/ keeps; `production` adds "no test support". */
function zones(production) {
  const testing = production ? ['testing'] : [];
  return [
    outer(
      'src',
      ['cli', 'server', 'warehouse', 'bench', 'chaos', 'scripts', 'e2e'],
      'The app imports nothing of the command line, the servers, the warehouse, the bench, the chaos run, the scripts or the end-to-end tests.',
    ),
    zone('core', [...APP_FOLDERS, ...testing], 'The core imports nothing of the app.'),
    zone(
      'api',
      ['engine', 'sim', 'store', 'lib', 'features', 'app', ...testing],
      'The client imports the core only.',
    ),
    zone(
      'sim',
      ['api', 'engine', 'store', 'lib', 'features', 'app', ...testing],
      'The simulated service imports the core only.',
    ),
    zone(
      'store',
      ['engine', 'sim', 'lib', 'features', 'app', ...testing],
      "The page store imports the core and the client's types only.",
    ),
    zone('store', ['api'], "The page store imports the core and the client's types only.", ['./types.ts']),
    zone(
      'lib',
      ['api', 'engine', 'sim', 'store', 'features', 'app', ...testing],
      'Shared pieces import the core only.',
    ),
    zone(
      'engine',
      ['sim', 'lib', 'features', 'app', ...testing],
      'The engine imports the client, the page store and the core only.',
    ),
    zone('features', ['app', 'sim', ...testing], 'A feature never imports the app or the simulated service.'),
    ...(production ? [zone('app', ['testing'], 'Only tests import test support.')] : []),
    ...FEATURES.map((feature) =>
      zone(
        `features/${feature}`,
        ['features'],
        'A feature imports another feature through its index.ts only.',
        [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
      ),
    ),
  ];
}

// The folders beside src/ have their direction too: the app imports none of them; the command line and the
// servers stand on the core, the client and the simulated service (never on each other, the UI or the
// engine); the warehouse (the history on disk both of them write) stands on the core and the client's
// types only, so either may import it; the end-to-end tests drive the app through a browser and import
// only the core, the sim and test support; the bench and the scripts measure and check the product as it
// ships. Test support (src/testing, cli/testing, warehouse/testing, server/test-helpers.ts and the team's
// in-memory store) is for tests only.
/** Test support: imported by tests only. */
const TEST_SUPPORT = [
  'src/testing',
  'cli/testing',
  'warehouse/testing',
  'server/test-helpers.ts',
  'server/team-history/memory-store.ts',
];
const UI_AND_ENGINE = ['src/engine', 'src/store', 'src/lib', 'src/features', 'src/app', 'src/main.tsx'];
const outer = (target, from, message, except) => ({
  target: `./${target}`,
  from: from.map((f) => `./${f}`),
  ...(except ? { except } : {}),
  message,
});

/** The zones of the folders beside src/; `production` adds "no test support". */
function outerZones(production) {
  const support = production ? TEST_SUPPORT : [];
  const warehouse = "The warehouse imports the core and the client's types only.";
  return [
    outer(
      'cli',
      ['server', 'bench', 'chaos', 'scripts', 'e2e', ...UI_AND_ENGINE, ...support],
      'The command line imports the core, the client and the simulated service only.',
    ),
    outer(
      'server',
      ['cli', 'bench', 'chaos', 'scripts', 'e2e', ...UI_AND_ENGINE, ...support],
      'The servers import the core, the client and the simulated service only.',
    ),
    // Its tests may build rows with the simulated service and test support; its code may not.
    outer(
      'warehouse',
      [
        'cli',
        'server',
        'bench',
        'chaos',
        'scripts',
        'e2e',
        ...UI_AND_ENGINE,
        ...(production ? ['src/sim'] : []),
        ...support,
      ],
      warehouse,
    ),
    outer('warehouse', ['src/api'], warehouse, ['./types.ts']),
    outer(
      'e2e',
      ['cli', 'warehouse', 'bench', 'chaos', 'scripts', 'src/api', ...UI_AND_ENGINE],
      'End-to-end tests drive the app through a browser: they import the core, the simulated service and test support only.',
    ),
    outer(
      'e2e',
      ['server'],
      'End-to-end tests drive the app through a browser: they import the core, the simulated service and test support only.',
      ['./test-helpers.ts'],
    ),
    outer(
      'bench',
      ['e2e', ...TEST_SUPPORT],
      'The bench measures the product as it ships: no end-to-end tests and no test support.',
    ),
    outer(
      'chaos',
      ['e2e', 'bench', 'scripts', ...UI_AND_ENGINE],
      "The chaos run drives the client, the command line and the team's server over the simulated service, with test support: no end-to-end tests, no bench, no UI.",
    ),
    outer(
      'scripts',
      ['e2e', ...TEST_SUPPORT],
      'The scripts check and measure the product as it ships: no end-to-end tests and no test support.',
    ),
  ];
}

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

// Two letters in a row make a word; a lone symbol (·, –, ×) or a number does not.
const WORDS = '/[A-Za-zÁÉÍÓÚÑáéíóúñ]{2}/';
const SPOKEN_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label)$/';
const SPOKEN_PROPERTIES = '/^(label|title|hint|message|text|description|placeholder)$/';
const WORDED = ['src/app/**/*.tsx', 'src/lib/**/*.tsx', 'src/features/**/*.tsx'];
// A catalog key ('conversations.col.id') names a message, it is not one.
const MESSAGE_ID = '/^[a-z]+([.][A-Za-z0-9-]+)+$/';
const USER_WORDS = 'Words a person reads come from the catalog: t(...) from src/lib/i18n (docs/i18n.md).';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'src/core/**',
      'src/api/**',
      'src/engine/**',
      'src/sim/**',
      'src/store/**',
      'src/lib/**/*.ts',
      'cli/**',
      'server/**',
      'warehouse/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@tanstack/react-*', 'zustand', 'zustand/*'],
              message:
                'The core, the client, the simulated service, the page store, the command line, the servers and the warehouse have no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones(false) }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones(true) }] },
  },
  {
    files: ['{cli,server,warehouse,bench,chaos,scripts,e2e}/**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: outerZones(false) }] },
  },
  {
    files: ['{cli,server,warehouse,bench,scripts,e2e}/**/*.{ts,tsx,mjs}'],
    ignores: [
      ...TESTS,
      'cli/testing/**',
      'warehouse/testing/**',
      'server/test-helpers.ts',
      'server/team-history/memory-store.ts',
      'e2e/**',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: outerZones(true) }] },
  },
  // The servers, the command line and the warehouse keep their imports free of cycles, as src/ does.
  {
    files: ['{cli,server,warehouse}/**/*.ts'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  // A function fits on a screen: 80 lines of code, blank lines and comments not counted, in the product's
  // code; tests and test support are free. No file is exempt: a long function is split along its seams.
  {
    files: ['{src,cli,server,warehouse}/**/*.{ts,tsx}'],
    ignores: [
      ...TESTS,
      'src/testing/**',
      'cli/testing/**',
      'warehouse/testing/**',
      'server/test-helpers.ts',
      'server/team-history/memory-store.ts',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  // Words a person reads come from the catalogs (docs/i18n.md), never from a literal in a component: text
  // between tags, the attributes a person or a screen reader meets, and answers' labels.
  {
    files: WORDED,
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${WORDS}]`, message: USER_WORDS },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${WORDS}]`,
          message: USER_WORDS,
        },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
          message: USER_WORDS,
        },
        {
          selector: `JSXAttribute[name.name=${SPOKEN_ATTRIBUTES}] > Literal[value=${WORDS}]`,
          message: USER_WORDS,
        },
        {
          selector: `Property[key.name=${SPOKEN_PROPERTIES}] > Literal[value=${WORDS}]:not([value=${MESSAGE_ID}])`,
          message: USER_WORDS,
        },
      ],
    },
  },
  // One file-name style: kebab-case files; components keep their PascalCase names inside them.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs,mts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['scripts/**', 'server/**', 'cli/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
