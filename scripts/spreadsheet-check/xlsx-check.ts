// The workbook opened in Calc as a user opens it, every cell compared with the rows, value and type.
import { join } from 'node:path';
import { compareWorkbook } from './compare-xlsx';
import type { Expected } from './expected';
import { readWithCalc } from './read-with-calc';

const n = (x: number) => x.toLocaleString('en-US');

/** Problems found; the figures are printed as they come. */
export async function checkXlsx(
  file: string,
  dir: string,
  expected: Expected,
  headers: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(what);
  const jsonl = join(dir, 'workbook.jsonl');
  const sheet = readWithCalc(file, jsonl, 'xlsx');
  const compareStart = Date.now();
  const { header, headerTypes, mismatches, ragged, tally } = await compareWorkbook(jsonl, expected);
  const compareSeconds = (Date.now() - compareStart) / 1000;

  if (JSON.stringify(header) !== JSON.stringify(headers))
    fail(`header row ${JSON.stringify(header)} is not the grid's ${JSON.stringify(headers)}`);
  if (headerTypes.some((t) => t !== 's')) fail('a header cell is not text');
  const [rowsSheet, aboutSheet] = sheet.sheetNames;
  if (sheet.sheets !== 2 || !rowsSheet?.startsWith('Rows (') || aboutSheet !== 'About')
    fail(`sheets ${JSON.stringify(sheet.sheetNames)}, not "Rows (<time zone>)" and "About"`);
  if (ragged > 0) fail(`${n(ragged)} rows with a cell count other than ${expected.keys.length}`);
  if (sheet.rows !== expected.order.length + 1) fail(`${n(sheet.rows)} rows in the sheet`);
  if (sheet.columns !== expected.keys.length) fail(`${sheet.columns} columns in the sheet`);
  if (tally.formulas !== 0) fail(`${n(tally.formulas)} formula cells`);
  for (const m of mismatches.slice(0, 10))
    console.info(
      `  sheet row ${m.row}, column ${m.col + 1} "${headers[m.col]}": sheet ${JSON.stringify(m.got)}, expected ${JSON.stringify(m.want)}`,
    );
  const cells = (sheet.rows - 1) * sheet.columns + header.length;
  console.info(
    `workbook: sheets ${JSON.stringify(sheet.sheetNames)}; ${n(sheet.rows)} rows (1 header) x ${sheet.columns} columns; Calc load ${sheet.loadSeconds} s, read ${sheet.readSeconds} s`,
  );
  console.info(
    `cells checked: ${n(cells)} (every cell, value and type; compared in ${compareSeconds.toFixed(1)} s); mismatches: ${n(mismatches.length)}`,
  );
  console.info(
    `  numbers ${n(tally.numbers)}, date-times ${n(tally.dates)}, booleans ${n(tally.booleans)}, texts ${n(tally.texts)} (formula-like ${n(tally.formulaLike)}), empty ${n(tally.empty)}, formulas ${tally.formulas}`,
  );
  if (mismatches.length > 0) fail(`${n(mismatches.length)} cells differ`);
  return problems;
}
