// Runs calc-read.py (LibreOffice Calc through its Python UNO bridge) and reads its summary.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';

export const PYTHON = '/usr/bin/python3'; // Debian's python3-uno binds to the system Python, not a pyenv one

const summarySchema = z.object({
  sheets: z.number(),
  sheetNames: z.array(z.string()),
  rows: z.number(),
  columns: z.number(),
  loadSeconds: z.number(),
  readSeconds: z.number(),
  formulaCells: z.number(),
  valueCells: z.number(),
  stringCells: z.number(),
  emptyCells: z.number(),
});
export type CalcSummary = z.infer<typeof summarySchema>;

/** Opens `file` in Calc with `options` (CSV filter options, or "xlsx"), its first sheet written to `jsonl`. */
export function readWithCalc(file: string, jsonl: string, options: string): CalcSummary {
  const calc = spawnSync(PYTHON, [join(import.meta.dirname, 'calc-read.py'), file, jsonl, options], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (calc.status !== 0) throw new Error(`calc-read.py exited with ${calc.status}`);
  return summarySchema.parse(JSON.parse(calc.stdout));
}
