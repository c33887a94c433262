import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { dayOf, rowTimeOf, type RowTime } from './row-time';

// Not through a zod record: that builds a new object and drops a "__proto__" field the service sent.
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of an NDJSON file the layout wrote (a staged page, a day's share of a span). */
export async function readNdjson(path: string): Promise<Row[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line): unknown => JSON.parse(line))
    .filter(isRow);
}

/** A staged page's index, from its name (`page-00001.ndjson`). */
export const pageIndexOf = (name: string) => Number(/(\d+)\.ndjson$/.exec(name)?.[1] ?? 0);

export interface StagedDays {
  /** The days the span's rows fall on, each with the file of its rows. */
  days: Map<string, string>;
  /** The pages (their index) each day's rows came from. */
  pages: Map<string, number[]>;
  rows: number;
  /** The latest row's time: its offset is the service's zone as of the fetch. */
  latest: RowTime | null;
  /** Rows left out: a date that cannot be read, or one outside the span asked. */
  outside: number;
}

/**
 * A whole span's staged pages (in the service's order, not by date) split into one file per day of the
 * service's wall clock, a page at a time, so a day is then rebuilt without holding the span in memory.
 * Run again from scratch after a stop. A row dated outside the span asked, or with no readable date, has
 * no day it could be kept in without risking it twice: it is left out and counted.
 */
export async function splitByDay(staging: string, span: Span, mode?: number): Promise<StagedDays> {
  const folder = join(staging, 'days');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, ...(mode === undefined ? {} : { mode: mode | 0o100 }) });
  const result: StagedDays = { days: new Map(), pages: new Map(), rows: 0, latest: null, outside: 0 };
  const pages = (await readdir(staging)).filter((name) => name.endsWith('.ndjson')).sort();
  for (const page of pages) {
    const byDay = new Map<string, string[]>();
    for (const row of await readNdjson(join(staging, page))) {
      const time = rowTimeOf(row.date);
      if (!time || time.wallMs < span.startMs || time.wallMs > span.endMs) {
        result.outside++;
        continue;
      }
      if (!result.latest || time.wallMs > result.latest.wallMs) result.latest = time;
      const day = dayOf(time.wallMs);
      const lines = byDay.get(day) ?? [];
      lines.push(JSON.stringify(row));
      byDay.set(day, lines);
      result.rows++;
    }
    for (const [day, lines] of byDay) {
      const path = join(folder, `${day}.ndjson`);
      result.days.set(day, path);
      result.pages.set(day, [...(result.pages.get(day) ?? []), pageIndexOf(page)]);
      await appendFile(path, lines.join('\n') + '\n', mode === undefined ? undefined : { mode });
    }
  }
  return result;
}
