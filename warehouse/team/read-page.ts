import { rowCoder, type CodedRows } from '../../src/core/coded-rows';
import { DAY_MS } from '../../src/core/dates';
import type { Span } from '../../src/core/history';
import { bytesOfRows, type HeldRowsPage } from '../../src/core/team-history';
import { dayOf, rowTimeOf } from '../history/row-time';
import type { StoreContext } from './context';
import { DAMAGED } from './held';
import { dropDamaged, isDated, loadState } from './history-io';
import { readPart } from './part-files';
import { dayPart, partFile, segmentPart, teamHistoryFolder, type HistoryKey } from './team-layout';
import { spanOfSegment, type TeamSegment, type TeamState } from './team-state';

/** A page's rows, or the part found damaged on the way (then nothing of it is served). */
type Read = { coded: CodedRows; pages: number } | { damaged: string };
/** A page's rows with what they weighed in the service's JSON. */
type Counted = { coded: CodedRows; pages: number; bytes: number };
/** The damaged part, with the hash the state recorded of it. */
type Damaged = { damaged: Record<string, string> };

/** A day of the span: its rows in it, and which of the day's rows they are (null: all). */
interface DayShare {
  part: string;
  count: number;
  inside: number[] | null;
}

/** The days of `span` the history holds; a day the span cuts is read (its dates only) to count. */
async function sharesOf(
  history: string,
  state: TeamState,
  span: Span,
): Promise<DayShare[] | { damaged: string }> {
  const shares: DayShare[] = [];
  for (let at = Math.floor(span.startMs / DAY_MS) * DAY_MS; at <= span.endMs; at += DAY_MS) {
    const part = dayPart(dayOf(at));
    const file = state.files[part];
    if (!file) continue;
    if (at >= span.startMs && at + DAY_MS - 1000 <= span.endMs) {
      shares.push({ part, count: file.rows, inside: null });
      continue;
    }
    const read = await readPart(partFile(history, part), file);
    if (!read) return { damaged: part };
    const inside: number[] = [];
    (await read.column('date')).forEach((date, i) => {
      const t = rowTimeOf(date);
      if (t && t.wallMs >= span.startMs && t.wallMs <= span.endMs) inside.push(i);
    });
    shares.push({ part, count: inside.length, inside });
  }
  return shares;
}

/** Rows `from` .. `to` of the span, in order of time: only the days they fall in are read, one at a time. */
async function datedRows(
  history: string,
  state: TeamState,
  span: Span,
  from: number,
  pageRows: number,
): Promise<Read> {
  const shares = await sharesOf(history, state, span);
  if (!Array.isArray(shares)) return shares;
  const total = shares.reduce((sum, d) => sum + d.count, 0);
  const to = Math.min(total, from + pageRows);
  const coder = rowCoder();
  let offset = 0;
  for (const share of shares) {
    const a = Math.max(from, offset) - offset;
    const b = Math.min(to, offset + share.count) - offset;
    offset += share.count;
    if (a >= b) continue;
    const file = state.files[share.part];
    const read = file && (await readPart(partFile(history, share.part), file));
    if (!read) return { damaged: share.part };
    if (!share.inside) await read.codeRows(coder, a, b);
    else {
      const wanted = share.inside.slice(a, b);
      const first = wanted[0] ?? 0;
      const kept = new Set(wanted);
      await read.codeRows(coder, first, (wanted.at(-1) ?? first) + 1, (at) => kept.has(at));
    }
  }
  return { coded: coder.done(), pages: Math.max(1, Math.ceil(total / pageRows)) };
}

/** A whole segment's rows (a report without dated rows), a row group a page. */
async function wholeRows(
  history: string,
  state: TeamState,
  segment: TeamSegment,
  from: number,
  pageRows: number,
): Promise<Read> {
  const part = segmentPart(segment);
  const file = state.files[part];
  const coder = rowCoder();
  if (!file) return segment.rows === 0 ? { coded: coder.done(), pages: 1 } : { damaged: part };
  const read = await readPart(partFile(history, part), file);
  if (!read) return { damaged: part };
  if (from < read.rowCount) await read.codeRows(coder, from, Math.min(read.rowCount, from + pageRows));
  return { coded: coder.done(), pages: Math.max(1, Math.ceil(read.rowCount / pageRows)) };
}

/**
 * Page `page` of the rows of `span` within the segment fetched at `fetchedAtMs`; null when no such segment
 * holds the span (fetched again since, or dropped). A damaged file met on the way is dropped, and the
 * answer is null: the caller plans again and fetches what is gone.
 */
export async function readPageOf(
  ctx: StoreContext,
  key: HistoryKey,
  span: Span,
  fetchedAtMs: number,
  page: number,
): Promise<HeldRowsPage | null> {
  const history = teamHistoryFolder(ctx.root, key);
  const read = await ctx.serial.shared(history, async (): Promise<Counted | Damaged | null> => {
    const state = await loadState(ctx, key);
    const segment = state?.segments.find((s) => {
      const held = spanOfSegment(s);
      return held.fetchedAtMs === fetchedAtMs && held.startMs <= span.startMs && span.endMs <= held.endMs;
    });
    if (!state || !segment) return null;
    const from = page * ctx.pageRows;
    const read = isDated(key)
      ? await datedRows(history, state, span, from, ctx.pageRows)
      : await wholeRows(history, state, segment, from, ctx.pageRows);
    if ('damaged' in read) return { damaged: { [read.damaged]: state.files[read.damaged]?.sha256 ?? '' } };
    return { ...read, bytes: bytesOfRows(segment, read.coded.shapeOf.length) };
  });
  if (read === null) return null;
  if ('damaged' in read) {
    await dropDamaged(ctx, key, read.damaged, DAMAGED);
    return null;
  }
  const { coded, pages, bytes } = read;
  return { coded, page, nextPage: page + 1 < pages ? page + 1 : null, pages, bytes };
}
