import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { generateDialogsRows } from '../../src/sim';
import { rowTimeOf } from '../history/row-time';
import { at, DIALOGS, inTimeOrder, keepSpan, readAll, spanOf, tempStore } from '../testing/team-fixture';
import { queryParquetFolder, readParquetFolder } from '../testing/read-parquet';

/** The demo tenant's last rows before 2026-04-01, in the service's order (~400 a day). */
const ROWS = generateDialogsRows(2_000);
const within = (span: Span) => (row: Row) => {
  const t = rowTimeOf(row.date);
  return t !== null && t.wallMs >= span.startMs && t.wallMs <= span.endMs;
};
const WEEK = spanOf('2026-03-26 00:00:00', '2026-03-31 23:59:59');
const ASKED = at('2026-04-01 02:00:00');

describe('the team store', () => {
  it('keeps a span once its last page is in, and gives back exactly the service’s rows, a page at a time', async () => {
    const { store } = await tempStore({ pageRows: 300 });
    const rows = ROWS.filter(within(WEEK));
    await keepSpan(store, DIALOGS, WEEK, ASKED, rows);

    const held = await store.held(DIALOGS, WEEK);
    expect(held.segments).toEqual([
      {
        start: '2026-03-26 00:00:00',
        end: '2026-03-31 23:59:59',
        fetchedAt: '2026-04-01 02:00:00',
        rows: rows.length,
        bytes: expect.any(Number),
      },
    ]);
    expect(held.offsetMinutes).toBe((rowTimeOf(rows[0]?.date)?.offsetMs ?? 0) / 60_000);
    const back = await readAll(store, DIALOGS, WEEK, ASKED);
    // Same fields in the same order, same values and nulls: the same JSON, in order of time.
    expect(JSON.stringify(back)).toBe(JSON.stringify(inTimeOrder(rows)));
    const first = await store.readPage(DIALOGS, WEEK, ASKED, 0);
    expect(first).toMatchObject({ page: 0, nextPage: 1, pages: Math.ceil(rows.length / 300) });
  });

  it('reads part of a held segment, cut inside a day', async () => {
    const { store } = await tempStore({ pageRows: 70 });
    await keepSpan(store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
    const part = spanOf('2026-03-28 13:30:00', '2026-03-30 09:15:00');
    const back = await readAll(store, DIALOGS, part, ASKED);
    expect(back).toEqual(inTimeOrder(ROWS.filter(within(part))));
  });

  it('keeps nothing of a span stopped half-way, or aborted, and says nothing is held', async () => {
    const { store, folder } = await tempStore();
    const writer = await store.begin(DIALOGS, WEEK, ASKED);
    await writer.put(0, ROWS.slice(0, 100), 1000);
    expect(await store.held(DIALOGS, WEEK)).toEqual({ segments: [], offsetMinutes: null });
    await writer.abort();
    await writer.commit();
    expect(await store.held(DIALOGS, WEEK)).toEqual({ segments: [], offsetMinutes: null });
    expect(await store.readPage(DIALOGS, WEEK, ASKED, 0)).toBeNull();
    expect((await readdir(folder)).sort()).toEqual(['_server.lock', '_staging']);
    expect(await readdir(join(folder, '_staging'))).toEqual([]);
  });

  it('refuses to keep a span with a page missing', async () => {
    const { store } = await tempStore();
    const writer = await store.begin(DIALOGS, WEEK, ASKED);
    await writer.put(1, ROWS.slice(0, 100), 1000);
    await expect(writer.commit()).rejects.toThrow(/all its pages/);
    expect((await store.held(DIALOGS, WEEK)).segments).toEqual([]);
  });

  it('keeps a page asked again once', async () => {
    const { store } = await tempStore();
    const rows = ROWS.filter(within(WEEK));
    const writer = await store.begin(DIALOGS, WEEK, ASKED);
    await writer.put(0, rows.slice(0, 1000), 800_000);
    await writer.put(0, rows.slice(0, 1000), 800_000);
    await writer.put(1, rows.slice(1000), 700_000);
    await writer.commit();
    const [segment] = (await store.held(DIALOGS, WEEK)).segments;
    expect(segment).toMatchObject({ rows: rows.length, bytes: 1_500_000 });
    expect(await readAll(store, DIALOGS, WEEK, ASKED)).toHaveLength(rows.length);
  });

  it('lets a later span replace the days it covers, and keeps the rest of the older one', async () => {
    const { store } = await tempStore();
    await keepSpan(store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
    const later = spanOf('2026-03-28 12:00:00', '2026-03-29 11:59:59');
    const laterAt = at('2026-04-02 09:00:00');
    // The service's answer the second time: the same rows, but fewer (some were deleted upstream).
    const again = ROWS.filter(within(later)).filter((_, i) => i % 2 === 0);
    await keepSpan(store, DIALOGS, later, laterAt, again);

    const held = await store.held(DIALOGS, WEEK);
    expect(held.segments.map((s) => [s.start, s.end, s.fetchedAt])).toEqual([
      ['2026-03-26 00:00:00', '2026-03-28 11:59:59', '2026-04-01 02:00:00'],
      ['2026-03-28 12:00:00', '2026-03-29 11:59:59', '2026-04-02 09:00:00'],
      ['2026-03-29 12:00:00', '2026-03-31 23:59:59', '2026-04-01 02:00:00'],
    ]);
    expect(await readAll(store, DIALOGS, later, laterAt)).toEqual(inTimeOrder(again));
    expect(await readAll(store, DIALOGS, later, ASKED)).toBeNull();
    const before = spanOf('2026-03-26 00:00:00', '2026-03-28 11:59:59');
    expect(await readAll(store, DIALOGS, before, ASKED)).toEqual(inTimeOrder(ROWS.filter(within(before))));
  });

  it('serializes two spans of one history committed at once: none overlap, no row twice', async () => {
    const { store, folder } = await tempStore();
    const a = spanOf('2026-03-26 00:00:00', '2026-03-29 23:59:59');
    const b = spanOf('2026-03-28 00:00:00', '2026-03-31 23:59:59');
    await Promise.all([
      keepSpan(store, DIALOGS, a, ASKED, ROWS.filter(within(a))),
      keepSpan(store, DIALOGS, b, ASKED + 1000, ROWS.filter(within(b))),
    ]);
    const held = await store.held(DIALOGS, WEEK);
    for (let i = 1; i < held.segments.length; i++)
      expect(held.segments[i]?.start.localeCompare(held.segments[i - 1]?.end ?? '')).toBe(1);
    const [{ n, ids }] = (await queryParquetFolder(
      join(folder, 'demo'),
      'SELECT count(*) AS n, count(DISTINCT id) AS ids FROM $source',
    )) as [{ n: number; ids: number }];
    expect({ n, ids }).toEqual({
      n: ROWS.filter(within(WEEK)).length,
      ids: ROWS.filter(within(WEEK)).length,
    });
  });

  it('is read by DuckDB as a nightly folder is: a partition per day, report and tenant as columns', async () => {
    const { store, folder } = await tempStore();
    const rows = ROWS.filter(within(WEEK));
    await keepSpan(store, DIALOGS, WEEK, ASKED, rows);
    await keepSpan(store, { ...DIALOGS, tenant: '5678' }, WEEK, ASKED, rows.slice(0, 50));
    const { rows: read, types } = await readParquetFolder(join(folder, 'demo'));
    expect(read).toHaveLength(rows.length + 50);
    expect(types).toMatchObject({
      report: 'VARCHAR',
      tenant: 'BIGINT',
      day: 'DATE',
      date_utc: 'TIMESTAMP WITH TIME ZONE',
    });
    const days = await queryParquetFolder(
      join(folder, 'demo'),
      "SELECT count(*) AS n FROM $source WHERE tenant = 1234 AND day = DATE '2026-03-30'",
    );
    expect(days[0]?.n).toBe(rows.filter(within(spanOf('2026-03-30 00:00:00', '2026-03-30 23:59:59'))).length);
  });

  it('keeps its folders to the server’s user, and its files unreadable by others', async () => {
    const { store, folder } = await tempStore();
    await keepSpan(store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
    const history = join(folder, 'demo', 'report=DIALOGS', 'tenant=1234');
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(join(history, 'day=2026-03-30'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(history, 'day=2026-03-30', 'data.parquet'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(history, '_history.json'))).mode & 0o777).toBe(0o600);
  });
});
