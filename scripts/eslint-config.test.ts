// The import direction, the file names and the length of functions are held by eslint.config.js: these
// snippets prove each rule reports what it should and lets the allowed code through.
import { dirname, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fire for `code` placed at `file` (repository-relative; the file need not exist). */
async function rulesFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

// The first lint loads the configuration and its plugins: seconds on a loaded machine, which the first
// test's own 5 s limit did not always cover. Done once here, under a limit made for start-up work.
beforeAll(() => rulesFor('src/core/x.ts', 'export const x = 1;\n'), 60_000);

const importing = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const x = ${name};\n`;

describe('the import direction', () => {
  it.each([
    ['the core imports the client', 'src/core/x.ts', importing('isServiceError', '../api/errors')],
    ['the core imports the sim', 'src/core/dates/x.ts', importing('DEMO_CREDENTIALS', '../../sim/types')],
    ['the core imports a shared piece', 'src/core/x.ts', importing('formatCount', '../lib/format')],
    ['the sim imports the client', 'src/sim/x.ts', importing('isServiceError', '../api/errors')],
    ['the client imports the sim', 'src/api/x.ts', importing('DEMO_CREDENTIALS', '../sim/types')],
    ['a shared piece imports the client', 'src/lib/x.ts', importing('isServiceError', '../api/errors')],
    ['a shared piece imports a feature', 'src/lib/x.ts', importing('InterimRows', '../features/run')],
    [
      'a feature reaches inside another',
      'src/features/quota/x.ts',
      importing('InterimRows', '../run/interim-rows'),
    ],
    [
      'a feature imports the app',
      'src/features/run/x.ts',
      importing('useUrlState', '../../app/use-url-state'),
    ],
    ['production code imports test support', 'src/api/x.ts', importing('BASIC', '../testing/sim-fixture')],
    ['the store imports the client', 'src/store/x.ts', importing('isServiceError', '../api/errors')],
    ['the store imports the sim', 'src/store/x.ts', importing('DEMO_CREDENTIALS', '../sim/types')],
    ['the store imports a shared piece', 'src/store/x.ts', importing('formatCount', '../lib/format')],
    ['the store imports a feature', 'src/store/x.ts', importing('InterimRows', '../features/run')],
    ['the client imports the store', 'src/api/x.ts', importing('createRunStore', '../store')],
    ['the core imports the store', 'src/core/x.ts', importing('createRunStore', '../store')],
  ])('reports that %s (%s)', async (_why, file, code) => {
    expect(await rulesFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['the core imports the contract', 'src/core/conversations/x.ts', importing('PRODUCTS', '../contract')],
    ['the client imports the contract', 'src/api/x.ts', importing('PRODUCTS', '../core/contract')],
    ['the sim imports the contract', 'src/sim/x.ts', importing('PRODUCTS', '../core/contract')],
    ['a shared piece imports the core', 'src/lib/x.ts', importing('presets', '../core/dates')],
    [
      'a feature imports another through its index',
      'src/features/quota/x.ts',
      importing('InterimRows', '../run'),
    ],
    [
      'a feature imports the client',
      'src/features/run/x.ts',
      importing('isServiceError', '../../api/errors'),
    ],
    [
      'the app imports inside a feature',
      'src/app/x.ts',
      importing('NO_PAGES', '../features/conversations/use-conversation-index'),
    ],
    ['a test imports test support', 'src/api/x.test.ts', importing('BASIC', '../testing/sim-fixture')],
    ['the store imports the core', 'src/store/x.ts', importing('REPORT_KEYS', '../core/catalog/catalog')],
    [
      'the store imports the client’s types',
      'src/store/x.ts',
      "import type { Page } from '../api/types';\nexport type X = Page;\n",
    ],
    ['a feature imports the store', 'src/features/run/x.ts', importing('createRunStore', '../../store')],
    ['test support imports the sim', 'src/testing/x.ts', importing('createSimulatedService', '../sim')],
  ])('lets through that %s (%s)', async (_why, file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });

  it('keeps React out of the core', async () => {
    expect(await rulesFor('src/core/x.ts', importing('useState', 'react'))).toContain(
      'no-restricted-imports',
    );
  });

  it('keeps React out of the page store', async () => {
    expect(await rulesFor('src/store/x.ts', importing('useState', 'react'))).toContain(
      'no-restricted-imports',
    );
  });
});

describe('the folders beside src/', () => {
  it.each([
    ['the app imports the command line', 'src/api/x.ts', importing('resolveTarget', '../../cli/environment')],
    ['the app imports a server', 'src/core/x.ts', importing('loadServerConfig', '../../server/config')],
    ['the command line imports a server', 'cli/x.ts', importing('loadServerConfig', '../server/config')],
    ['the command line imports the engine', 'cli/x.ts', importing('createEngine', '../src/engine/engine')],
    [
      'the command line imports a feature',
      'cli/x.ts',
      importing('reportQueryOptions', '../src/features/run'),
    ],
    ['the command line imports test support', 'cli/x.ts', importing('BASIC', '../src/testing/sim-fixture')],
    ['a server imports the command line', 'server/x.ts', importing('resolveTarget', '../cli/environment')],
    ['a server imports the page store', 'server/x.ts', importing('createRunStore', '../src/store')],
    ['a server imports its test helpers', 'server/x.ts', importing('simulatedUpstream', './test-helpers')],
    [
      'an end-to-end test imports the client',
      'e2e/x.spec.ts',
      importing('isServiceError', '../src/api/errors'),
    ],
    [
      'an end-to-end test imports a feature',
      'e2e/x.spec.ts',
      importing('reportQueryOptions', '../src/features/run'),
    ],
    ['the bench imports test support', 'bench/x.ts', importing('BASIC', '../src/testing/sim-fixture')],
    ['a script imports an end-to-end test', 'scripts/x.ts', importing('test', '../e2e/fixtures')],
    ['the app imports the warehouse', 'src/core/x.ts', importing('writeAtomic', '../../warehouse/atomic')],
    [
      'the warehouse imports the command line',
      'warehouse/x.ts',
      importing('resolveTarget', '../cli/environment'),
    ],
    ['the warehouse imports a server', 'warehouse/x.ts', importing('loadServerConfig', '../server/config')],
    ['the warehouse imports the client', 'warehouse/x.ts', importing('isServiceError', '../src/api/errors')],
    ['the warehouse imports the sim', 'warehouse/x.ts', importing('createSimulatedService', '../src/sim')],
    ['the warehouse imports the engine', 'warehouse/x.ts', importing('createEngine', '../src/engine/engine')],
    [
      'the warehouse imports its test support',
      'warehouse/x.ts',
      importing('readParquetFolder', './testing/read-parquet'),
    ],
    [
      'an end-to-end test imports the warehouse',
      'e2e/x.spec.ts',
      importing('writeAtomic', '../warehouse/atomic'),
    ],
  ])('reports that %s (%s)', async (_why, file, code) => {
    expect(await rulesFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['the command line imports the client', 'cli/x.ts', importing('isServiceError', '../src/api/errors')],
    ['the command line imports the sim', 'cli/x.ts', importing('createSimulatedService', '../src/sim')],
    [
      'a command-line test imports test support',
      'cli/x.test.ts',
      importing('BASIC', '../src/testing/sim-fixture'),
    ],
    ['a server imports the sim', 'server/x.ts', importing('createSimulatedService', '../src/sim')],
    [
      'a server test imports its helpers',
      'server/x.test.ts',
      importing('simulatedUpstream', './test-helpers'),
    ],
    [
      'an end-to-end test imports the sim',
      'e2e/x.spec.ts',
      importing('DEMO_CREDENTIALS', '../src/sim/types'),
    ],
    [
      'an end-to-end test imports the servers’ test helpers',
      'e2e/x.ts',
      importing('simulatedUpstream', '../server/test-helpers'),
    ],
    ['the bench imports a server', 'bench/x.ts', importing('createServerLog', '../server/log')],
    ['the command line imports the warehouse', 'cli/x.ts', importing('writeAtomic', '../warehouse/atomic')],
    ['a server imports the warehouse', 'server/x.ts', importing('writeAtomic', '../warehouse/atomic')],
    ['the warehouse imports the core', 'warehouse/x.ts', importing('afterFetch', '../src/core/history')],
    [
      'the warehouse imports the client’s types',
      'warehouse/x.ts',
      "import type { Page } from '../src/api/types';\nexport type X = Page;\n",
    ],
    [
      'a warehouse test imports the sim and its test support',
      'warehouse/x.test.ts',
      `${importing('createSimulatedService', '../src/sim')}${importing('readParquetFolder', './testing/read-parquet').replace('export const x', 'export const y')}`,
    ],
    [
      'the bench imports a feature',
      'bench/x.ts',
      importing('DIALOGS_COLUMNS', '../src/features/results/dialogs-columns'),
    ],
  ])('lets through that %s (%s)', async (_why, file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });

  it('keeps React out of the command line, the servers and the warehouse', async () => {
    expect(await rulesFor('cli/x.ts', importing('useState', 'react'))).toContain('no-restricted-imports');
    expect(await rulesFor('server/x.ts', importing('useState', 'react'))).toContain('no-restricted-imports');
    expect(await rulesFor('warehouse/x.ts', importing('useState', 'react'))).toContain(
      'no-restricted-imports',
    );
  });
});

describe('file names', () => {
  it('are kebab-case', async () => {
    expect(await rulesFor('src/core/BadName.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await rulesFor('src/core/good-name.test.ts', 'export const x = 1;\n')).toEqual([]);
  });
});

describe('words in components', () => {
  const component = (jsx: string) =>
    `export function X({ t }: { t: (id: string) => string }) {\n  return ${jsx};\n}\n`;

  it.each([
    ['text between tags', '<p>Sign in</p>'],
    ['a literal in braces', "<p>{'Sign in'}</p>"],
    ['a template literal between tags', '<p>{`Tenant ${t("x")}`}</p>'],
    ['a spoken attribute', '<button aria-label="Copy id" />'],
    ['a placeholder', '<input placeholder="Search reports" />'],
  ])('fails on %s', async (_why, jsx) => {
    expect(await rulesFor('src/app/top-bar.tsx', component(jsx))).toContain('no-restricted-syntax');
  });

  it.each([
    ['words from the catalog', "<p className=\"muted\">{t('app.name')} · {`${t('x')} 2`}</p>"],
    ['class names, ids and roles', '<div role="tab" id={`tab-${t("x")}`} className={`badge ${t("y")}`} />'],
  ])('lets %s through', async (_why, jsx) => {
    expect(await rulesFor('src/app/top-bar.tsx', component(jsx))).toEqual([]);
  });
});

describe('the length of a function', () => {
  /** A function of `lines` lines of code (its first and last lines included), each code line followed by `padding`. */
  const functionOf = (lines: number, padding = '') =>
    [
      'export function long(): number {',
      '  let n = 0;',
      ...Array.from({ length: lines - 4 }, (_, i) => `  n += ${i};${padding}`),
      '  return n;',
      '}',
      '',
    ].join('\n');

  it('fails on a function of 81 lines of code', async () => {
    expect(await rulesFor('src/core/x.ts', functionOf(81))).toContain('max-lines-per-function');
    expect(await rulesFor('cli/x.ts', functionOf(81))).toContain('max-lines-per-function');
    expect(await rulesFor('server/x.ts', functionOf(81))).toContain('max-lines-per-function');
    expect(await rulesFor('warehouse/x.ts', functionOf(81))).toContain('max-lines-per-function');
  });

  it('fails on a long function called at once (an IIFE)', async () => {
    const iife = functionOf(81).replace('export function long(): number {', 'export const x = (() => {');
    expect(await rulesFor('src/core/x.ts', `${iife.trimEnd()})();\n`)).toContain('max-lines-per-function');
  });

  it('lets through 80 lines of code, whatever blank lines and comments come between them', async () => {
    const padded = functionOf(80, '\n\n  // a comment\n  /* and another */');
    expect(padded.split('\n').length).toBeGreaterThan(300);
    expect(await rulesFor('src/core/x.ts', padded)).toEqual([]);
  });

  it('lets tests be as long as they need', async () => {
    expect(await rulesFor('src/core/x.test.ts', functionOf(120))).toEqual([]);
  });

  it('holds every file of the product to it, none exempt', async () => {
    const config = await eslint.calculateConfigForFile(resolve(root, 'src/app/run-view.tsx'));
    expect(config.rules['max-lines-per-function']).toEqual([
      2,
      expect.objectContaining({ max: 80, skipBlankLines: true, skipComments: true }),
    ]);
  });
});
