// Test support only: the team's history in memory, for the server's tests. The server keeps it on disk
// (the warehouse's store); nothing in production imports this file.
import { encodeRows } from '../../src/core/coded-rows';
import type { Row } from '../../src/core/contract';
import { formatWallClock } from '../../src/core/dates';
import { parseRowDate, ROW_DATE_FIELD } from '../../src/core/history';
import { bytesOfRows, type HeldAnswer, type HeldRowsPage } from '../../src/core/team-history';
import { rowsOffsetMin } from './asked-at';
import type { SpanWriter, TeamHistoryKey, TeamStore, WallSpan } from './store-port';

interface Segment extends WallSpan {
  fetchedAtMs: number;
  rows: Row[];
  bytes: number;
}

export interface MemoryTeamStore extends TeamStore {
  /** The segments kept of a history, oldest first: what a test asserts on. */
  segments(key: TeamHistoryKey): readonly Segment[];
  /** Spans begun and neither committed nor aborted yet. */
  readonly open: number;
}

const idOf = ({ environment, tenant, reportKey, campaignId }: TeamHistoryKey) =>
  JSON.stringify([environment, tenant, reportKey, campaignId]);
const overlaps = (a: WallSpan, b: WallSpan) => a.startMs <= b.endMs && b.startMs <= a.endMs;

/**
 * A span is kept on commit, whole: its pages in their order, each page put last at its index; the
 * segments it overlaps are replaced (the real store keeps their parts outside it; a test needs no more).
 */
export function createMemoryTeamStore(pageRows = 500): MemoryTeamStore {
  const histories = new Map<string, Segment[]>();
  let open = 0;
  const segmentsOf = (key: TeamHistoryKey) => histories.get(idOf(key)) ?? [];

  return {
    segments: segmentsOf,
    get open() {
      return open;
    },
    async held(key, span): Promise<HeldAnswer> {
      const all = segmentsOf(key);
      return {
        segments: all
          .filter((s) => overlaps(s, span))
          .sort((a, b) => a.startMs - b.startMs)
          .map((s) => ({
            start: formatWallClock(s.startMs),
            end: formatWallClock(s.endMs),
            fetchedAt: formatWallClock(s.fetchedAtMs),
            rows: s.rows.length,
            bytes: s.bytes,
          })),
        offsetMinutes: rowsOffsetMin(all.flatMap((s) => s.rows.slice(0, 1))),
      };
    },
    async readPage(key, span, fetchedAtMs, page): Promise<HeldRowsPage | null> {
      const segment = segmentsOf(key).find(
        (s) => s.fetchedAtMs === fetchedAtMs && s.startMs <= span.startMs && span.endMs <= s.endMs,
      );
      if (!segment) return null;
      const rows = segment.rows.filter((row) => {
        const date = parseRowDate(row[ROW_DATE_FIELD]);
        return date === null || (date.wallMs >= span.startMs && date.wallMs <= span.endMs);
      });
      const pages = Math.max(1, Math.ceil(rows.length / pageRows));
      const slice = rows.slice(page * pageRows, (page + 1) * pageRows);
      const bytes = bytesOfRows({ bytes: segment.bytes, rows: segment.rows.length }, slice.length);
      return { coded: encodeRows(slice), page, nextPage: page + 1 < pages ? page + 1 : null, pages, bytes };
    },
    async begin(key, span, askedAtMs): Promise<SpanWriter> {
      const staged = new Map<number, { rows: readonly Row[]; bytes: number }>();
      let over = false;
      open++;
      const finish = () => {
        if (!over) open--;
        over = true;
      };
      return {
        async put(index, rows, bytes) {
          if (!over) staged.set(index, { rows, bytes });
        },
        async commit() {
          if (over) return;
          finish();
          const pages = [...staged.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
          const segment: Segment = {
            ...span,
            fetchedAtMs: askedAtMs,
            rows: pages.flatMap((p) => p.rows),
            bytes: pages.reduce((sum, p) => sum + p.bytes, 0),
          };
          histories.set(idOf(key), [...segmentsOf(key).filter((s) => !overlaps(s, span)), segment]);
        },
        async abort() {
          finish();
        },
      };
    },
  };
}
