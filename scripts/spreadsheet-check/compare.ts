// Every cell Calc read, row by row, against the value the page's row holds; tallies say which awkward
// values were met on the way.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { expectedCell, type Cell, type Expected } from './expected';

const rowSchema = z.array(z.union([z.string(), z.number(), z.null()]));

export interface Mismatch {
  /** 1-based sheet row (row 1 is the header) and 0-based column. */
  row: number;
  col: number;
  want: Cell;
  got: Cell;
}

export interface Comparison {
  header: Cell[];
  mismatches: Mismatch[];
  /** Data rows whose cell count differs from the columns'. */
  ragged: number;
  tally: Record<
    'numbers' | 'texts' | 'empty' | 'guarded' | 'multiline' | 'emoji' | 'quotes' | 'commas' | 'minusOne',
    number
  >;
}

/** Compares the sheet's rows (JSON lines from calc-read.py, header first) with the expected rows. */
export async function compareSheet(jsonl: string, expected: Expected): Promise<Comparison> {
  const out: Comparison = {
    header: [],
    mismatches: [],
    ragged: 0,
    tally: {
      numbers: 0,
      texts: 0,
      empty: 0,
      guarded: 0,
      multiline: 0,
      emoji: 0,
      quotes: 0,
      commas: 0,
      minusOne: 0,
    },
  };
  const t = out.tally;
  let line = -1;
  for await (const text of createInterface({ input: createReadStream(jsonl) })) {
    const got = rowSchema.parse(JSON.parse(text));
    if (line++ === -1) {
      out.header = got;
      continue;
    }
    const row: Readonly<Record<string, unknown>> | undefined = expected.rows[expected.order[line - 1] ?? -1];
    if (got.length !== expected.keys.length) out.ragged++;
    expected.keys.forEach((key, col) => {
      const want = expectedCell(row?.[key]);
      const cell = got[col] ?? null;
      if (cell !== want) out.mismatches.push({ row: line + 1, col, want, got: cell });
      if (typeof want === 'number') {
        t.numbers++;
        if (want === -1 && cell === -1) t.minusOne++;
      } else if (want === null) t.empty++;
      else {
        t.texts++;
        if (want.startsWith("'")) t.guarded++;
        if (want.includes('\n')) t.multiline++;
        if (/\p{Extended_Pictographic}/u.test(want)) t.emoji++;
        if (want.includes('"')) t.quotes++;
        if (want.includes(',')) t.commas++;
      }
    });
  }
  return out;
}
