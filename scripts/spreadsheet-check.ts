// Proof that the CSV and the workbook of 250,000 filtered, sorted rows open correctly in a spreadsheet.
// The app's own exports (the real results table in headless Chromium) are opened in LibreOffice Calc, the
// CSV as a user's Text Import opens it, the workbook as a user opens it, and every cell of the sheet is
// compared with the rows the page was given (for the workbook, its type too).
//   npm run check:spreadsheet [-- --fresh-profile-separators] [-- --no-evaluate-formulas] [-- --only=csv|xlsx]
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCsv } from './spreadsheet-check/csv-check';
import { exportFromApp, type ExportPlan, type Format } from './spreadsheet-check/export-in-browser';
import { expectedSheet } from './spreadsheet-check/expected';
import { PYTHON } from './spreadsheet-check/read-with-calc';
import { checkXlsx } from './spreadsheet-check/xlsx-check';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const args = process.argv.slice(2);

if (!existsSync(SOFFICE) || spawnSync(PYTHON, ['-c', 'import uno']).status !== 0) {
  console.info(
    'LibreOffice Calc or its Python UNO bridge is missing: apt-get install -y --no-install-recommends libreoffice-calc-nogui python3-uno',
  );
  console.info('spreadsheet check: skipped');
  process.exit(0);
}

// 305,743 DIALOGS rows of seed 1 hold exactly 250,000 whose Text contains "n" (searched once, in Node).
const PLAN: ExportPlan = {
  total: 305_743,
  filterLabel: 'Filter Text',
  filterText: 'n',
  sortHeader: 'Confidence',
  sortClicks: 2,
};
const EXPECTED_ROWS = 250_000;
// Calc's CSV filter options, the Text Import dialog of a fresh 7.4 profile for a UTF-8 BOM file: UTF-8
// (76), from line 1, Standard columns, English (USA) numbers (1033, not the machine's locale), quoted
// fields not forced to text, no special-number detection. Separators: comma only, unless asked for the
// fresh profile's comma + semicolon + tab. Evaluate formulas: on (the dialog's default is off), so an
// unguarded '=1+1' would become a formula and the apostrophe guard is really put to the test.
const separators = args.includes('--fresh-profile-separators') ? '44/59/9' : '44';
const evaluate = !args.includes('--no-evaluate-formulas');
const OPTIONS = `${separators},34,76,1,,1033,false,false,false,false,false,-1,${evaluate}`;
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const formats: Format[] = only === 'csv' || only === 'xlsx' ? [only] : ['csv', 'xlsx'];
const n = (x: number) => x.toLocaleString('en-US');

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'spreadsheet-check-'));
const problems: string[] = [];

const exported = await exportFromApp(PLAN, dir, formats);
console.info(`table header: "${exported.countText}"; ${PLAN.sortHeader}: ${exported.sortState}`);
if (!exported.countText.startsWith(`${n(EXPECTED_ROWS)} of ${n(PLAN.total)} rows`))
  problems.push(`the table shows "${exported.countText}", not ${n(EXPECTED_ROWS)} of ${n(PLAN.total)} rows`);
if (exported.sortState !== 'descending')
  problems.push(`${PLAN.sortHeader} is sorted "${exported.sortState}"`);

const expected = expectedSheet(
  PLAN.total,
  { key: 'text', needle: PLAN.filterText },
  { key: 'confidence', desc: true },
  exported.headers,
);
if (expected.order.length !== EXPECTED_ROWS)
  problems.push(`${n(expected.order.length)} rows pass the filter in Node`);

for (const format of formats) {
  const saved = exported.files[format];
  if (!saved) {
    problems.push(`no ${format} file was saved`);
    continue;
  }
  console.info(
    `\n${format}: ${saved.file} (${n(statSync(saved.file).size)} bytes), exported in ${saved.ms} ms`,
  );
  const found =
    format === 'csv'
      ? await checkCsv(saved.file, dir, expected, exported.headers, OPTIONS)
      : await checkXlsx(saved.file, dir, expected, exported.headers);
  problems.push(...found.map((p) => `${format}: ${p}`));
}

for (const p of problems) console.info(`FAIL: ${p}`);
console.info(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length === 0) rmSync(dir, { recursive: true, force: true });
else console.info(`files kept in ${dir}`);
console.info(`spreadsheet check: ${problems.length === 0 ? 'PASS' : 'FAIL'}`);
process.exit(problems.length === 0 ? 0 : 1);
