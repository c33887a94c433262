// The CSV opened in Calc as a user's Text Import opens it, every cell compared with the rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareSheet } from './compare';
import type { Expected } from './expected';
import { rawRecords, showBytes, splitByDefaultSeparators } from './raw-fields';
import { readWithCalc, type CalcSummary } from './read-with-calc';

const n = (x: number) => x.toLocaleString('en-US');

/** Problems found; the figures are printed as they come. */
export async function checkCsv(
  file: string,
  dir: string,
  expected: Expected,
  headers: readonly string[],
  options: string,
): Promise<string[]> {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(what);
  console.info(`Calc: filter options ${options}`);
  const jsonl = join(dir, 'sheet.jsonl');
  const sheet: CalcSummary = readWithCalc(file, jsonl, options);
  const compareStart = Date.now();
  const { header, mismatches, ragged, tally } = await compareSheet(jsonl, expected);
  const compareSeconds = (Date.now() - compareStart) / 1000;

  if (JSON.stringify(header) !== JSON.stringify(headers))
    fail(`header row ${JSON.stringify(header)} is not the grid's ${JSON.stringify(headers)}`);
  if (sheet.sheets !== 1) fail(`${sheet.sheets} sheets`);
  if (ragged > 0) fail(`${n(ragged)} rows with a cell count other than ${expected.keys.length}`);
  if (sheet.rows !== expected.order.length + 1) fail(`${n(sheet.rows)} rows in the sheet`);
  if (sheet.columns !== expected.keys.length) fail(`${sheet.columns} columns in the sheet`);
  if (sheet.formulaCells !== 0) fail(`${n(sheet.formulaCells)} formula cells`);
  if (sheet.valueCells !== tally.numbers)
    fail(`${n(sheet.valueCells)} numeric cells, ${n(tally.numbers)} expected`);
  if (sheet.stringCells !== tally.texts + header.length) fail(`${n(sheet.stringCells)} text cells`);
  if (sheet.emptyCells !== tally.empty)
    fail(`${n(sheet.emptyCells)} empty cells, ${n(tally.empty)} expected`);

  // The file's bytes, for the report: the first mismatches, and fields a fresh profile's separators split.
  // One mismatch per row (a split field shifts every cell after it), for the first 10 rows.
  const shown = mismatches.filter((m, i) => mismatches[i - 1]?.row !== m.row).slice(0, 10);
  let splittable = 0;
  let firstSplittable = '';
  const fileText = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  for (const { at, fields } of rawRecords(fileText)) {
    for (const m of shown)
      if (m.row === at + 1)
        console.info(
          `  sheet row ${m.row}, column ${m.col + 1} "${headers[m.col]}": file ${showBytes(fields[m.col] ?? '')}, sheet ${JSON.stringify(m.got)}, expected ${JSON.stringify(m.want)}`,
        );
    fields.forEach((f, col) => {
      if (!splitByDefaultSeparators(f)) return;
      if (splittable++ === 0)
        firstSplittable = `sheet row ${at + 1}, column ${col + 1} "${headers[col]}": ${showBytes(f)}`;
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
  return problems;
}
