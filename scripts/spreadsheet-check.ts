// Proof that a CSV of 250,000 filtered, sorted rows opens correctly in a spreadsheet.
// The app's own export (the real results table in headless Chromium) is opened in LibreOffice Calc as a
// user's Text Import opens it, and every cell of the sheet is compared with the rows the page was given.
//   npm run check:spreadsheet [-- --fresh-profile-separators] [-- --no-evaluate-formulas]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { exportFromApp, type ExportPlan } from './spreadsheet-check/export-in-browser';
import { compareSheet } from './spreadsheet-check/compare';
import { expectedSheet } from './spreadsheet-check/expected';
import { rawRecords, showBytes, splitByDefaultSeparators } from './spreadsheet-check/raw-fields';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const PYTHON = '/usr/bin/python3'; // Debian's python3-uno binds to the system Python, not a pyenv one
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

const summarySchema = z.object({
  sheets: z.number(),
  rows: z.number(),
  columns: z.number(),
  loadSeconds: z.number(),
  readSeconds: z.number(),
  formulaCells: z.number(),
  valueCells: z.number(),
  stringCells: z.number(),
  emptyCells: z.number(),
});
const n = (x: number) => x.toLocaleString('en-US');

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'spreadsheet-check-'));
const problems: string[] = [];
const fail = (what: string) => problems.push(what);

const exported = await exportFromApp(PLAN, dir);
console.info(`table header: "${exported.countText}"; ${PLAN.sortHeader}: ${exported.sortState}`);
console.info(`exported ${exported.file} (${n(statSync(exported.file).size)} bytes) in ${exported.ms} ms`);
if (!exported.countText.startsWith(`${n(EXPECTED_ROWS)} of ${n(PLAN.total)} rows`))
  fail(`the table shows "${exported.countText}", not ${n(EXPECTED_ROWS)} of ${n(PLAN.total)} rows`);
if (exported.sortState !== 'descending') fail(`${PLAN.sortHeader} is sorted "${exported.sortState}"`);

const expected = expectedSheet(
  PLAN.total,
  { key: 'text', needle: PLAN.filterText },
  { key: 'confidence', desc: true },
  exported.headers,
);
if (expected.order.length !== EXPECTED_ROWS) fail(`${n(expected.order.length)} rows pass the filter in Node`);

console.info(`Calc: ${SOFFICE}, filter options ${OPTIONS}`);
const jsonl = join(dir, 'sheet.jsonl');
const calc = spawnSync(
  PYTHON,
  [join(import.meta.dirname, 'spreadsheet-check/calc-read.py'), exported.file, jsonl, OPTIONS],
  {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
if (calc.status !== 0) throw new Error(`calc-read.py exited with ${calc.status}`);
const sheet = summarySchema.parse(JSON.parse(calc.stdout));

const compareStart = Date.now();
const { header, mismatches, ragged, tally } = await compareSheet(jsonl, expected);
const compareSeconds = (Date.now() - compareStart) / 1000;

if (JSON.stringify(header) !== JSON.stringify(exported.headers))
  fail(`header row ${JSON.stringify(header)} is not the grid's ${JSON.stringify(exported.headers)}`);
if (sheet.sheets !== 1) fail(`${sheet.sheets} sheets`);
if (ragged > 0) fail(`${n(ragged)} rows with a cell count other than ${expected.keys.length}`);
if (sheet.rows !== expected.order.length + 1) fail(`${n(sheet.rows)} rows in the sheet`);
if (sheet.columns !== expected.keys.length) fail(`${sheet.columns} columns in the sheet`);
if (sheet.formulaCells !== 0) fail(`${n(sheet.formulaCells)} formula cells`);
if (sheet.valueCells !== tally.numbers)
  fail(`${n(sheet.valueCells)} numeric cells, ${n(tally.numbers)} expected`);
if (sheet.stringCells !== tally.texts + header.length) fail(`${n(sheet.stringCells)} text cells`);
if (sheet.emptyCells !== tally.empty) fail(`${n(sheet.emptyCells)} empty cells, ${n(tally.empty)} expected`);

// The file's bytes, for the report: the first mismatches, and fields a fresh profile's separators split.
// One mismatch per row (a split field shifts every cell after it), for the first 10 rows.
const shown = mismatches.filter((m, i) => mismatches[i - 1]?.row !== m.row).slice(0, 10);
let splittable = 0;
let firstSplittable = '';
const fileText = readFileSync(exported.file, 'utf8').replace(/^\uFEFF/, '');
for (const { at, fields } of rawRecords(fileText)) {
  for (const m of shown)
    if (m.row === at + 1)
      console.info(
        `  sheet row ${m.row}, column ${m.col + 1} "${exported.headers[m.col]}": file ${showBytes(fields[m.col] ?? '')}, sheet ${JSON.stringify(m.got)}, expected ${JSON.stringify(m.want)}`,
      );
  fields.forEach((f, col) => {
    if (!splitByDefaultSeparators(f)) return;
    if (splittable++ === 0)
      firstSplittable = `sheet row ${at + 1}, column ${col + 1} "${exported.headers[col]}": ${showBytes(f)}`;
  });
}

const cells = (sheet.rows - 1) * sheet.columns + header.length;
console.info(
  `sheet: ${n(sheet.rows)} rows (1 header) x ${sheet.columns} columns; Calc load ${sheet.loadSeconds} s, read ${sheet.readSeconds} s`,
);
console.info(
  `cells checked: ${n(cells)} (every cell; compared in ${compareSeconds.toFixed(1)} s); mismatches: ${n(mismatches.length)}`,
);
console.info(
  `  numbers ${n(tally.numbers)} (-1 as -1: ${n(tally.minusOne)}), texts ${n(tally.texts)}, empty ${n(tally.empty)}, formulas ${sheet.formulaCells}`,
);
console.info(
  `  texts with: formula guard ${n(tally.guarded)}, line breaks ${n(tally.multiline)}, emoji ${n(tally.emoji)}, quotes ${n(tally.quotes)}, commas ${n(tally.commas)}`,
);
console.info(
  `unquoted fields with ; or tab (split by a fresh Calc profile's default separators): ${n(splittable)}${firstSplittable ? `; first at ${firstSplittable}` : ''}`,
);
if (mismatches.length > 0) fail(`${n(mismatches.length)} cells differ`);
for (const p of problems) console.info(`FAIL: ${p}`);
console.info(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length === 0) rmSync(dir, { recursive: true, force: true });
else console.info(`files kept in ${dir}`);
console.info(`spreadsheet check: ${problems.length === 0 ? 'PASS' : 'FAIL'}`);
process.exit(problems.length === 0 ? 0 : 1);
