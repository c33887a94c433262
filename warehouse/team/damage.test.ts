import { readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { generateDialogsRows } from '../../src/sim';
import { rowTimeOf } from '../history/row-time';
import { at, DIALOGS, inTimeOrder, keepSpan, readAll, spanOf, tempStore } from '../testing/team-fixture';

const ROWS = generateDialogsRows(2_000);
const within = (span: Span) => (row: Row) => {
  const t = rowTimeOf(row.date);
  return t !== null && t.wallMs >= span.startMs && t.wallMs <= span.endMs;
};
const WEEK = spanOf('2026-03-26 00:00:00', '2026-03-31 23:59:59');
const ASKED = at('2026-04-01 02:00:00');
const HISTORY = join('demo', 'report=DIALOGS', 'tenant=1234');
const DAY_30 = spanOf('2026-03-30 00:00:00', '2026-03-30 23:59:59');

async function keptWeek() {
  const kept = await tempStore();
  await keepSpan(kept.store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
  return { ...kept, history: join(kept.folder, HISTORY) };
}

const heldSpans = async (store: Awaited<ReturnType<typeof keptWeek>>['store']) =>
  (await store.held(DIALOGS, WEEK)).segments.map((s) => [s.start, s.end]);

describe('a damaged history on disk', () => {
  it('drops a day file whose bytes changed when it is read: never served, logged, the rest still held', async () => {
    const { store, history, logs } = await keptWeek();
    const path = join(history, 'day=2026-03-30', 'data.parquet');
    const bytes = await readFile(path);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8((bytes.readUInt8(middle) ^ 0xff) & 0xff, middle);
    await writeFile(path, bytes);

    expect(await readAll(store, DIALOGS, WEEK, ASKED)).toBeNull();
    expect(logs.join('\n')).toMatch(/report=DIALOGS.tenant=1234 day=2026-03-30: damaged/);
    expect(await heldSpans(store)).toEqual([
      ['2026-03-26 00:00:00', '2026-03-29 23:59:59'],
      ['2026-03-31 00:00:00', '2026-03-31 23:59:59'],
    ]);
    const before = spanOf('2026-03-26 00:00:00', '2026-03-29 23:59:59');
    expect(await readAll(store, DIALOGS, before, ASKED)).toEqual(inTimeOrder(ROWS.filter(within(before))));
    // Fetched again, the day is held again.
    await keepSpan(store, DIALOGS, DAY_30, at('2026-04-02 02:00:00'), ROWS.filter(within(DAY_30)));
    expect(await readAll(store, DIALOGS, DAY_30, at('2026-04-02 02:00:00'))).toEqual(
      inTimeOrder(ROWS.filter(within(DAY_30))),
    );
  });

  it('drops a day file cut short as soon as the held segments are asked', async () => {
    const { store, history, logs } = await keptWeek();
    await truncate(join(history, 'day=2026-03-30', 'data.parquet'), 100);
    expect(await heldSpans(store)).toEqual([
      ['2026-03-26 00:00:00', '2026-03-29 23:59:59'],
      ['2026-03-31 00:00:00', '2026-03-31 23:59:59'],
    ]);
    expect(logs).toHaveLength(1);
  });

  it('drops the whole history when its state does not read, and holds nothing of it', async () => {
    const { store, history, logs } = await keptWeek();
    const state = await readFile(join(history, '_history.json'), 'utf8');
    await writeFile(join(history, '_history.json'), state.slice(0, state.length / 2));
    expect(await store.held(DIALOGS, WEEK)).toEqual({ segments: [], offsetMinutes: null });
    expect(logs.join('\n')).toMatch(/damaged state: dropped/);
    await keepSpan(store, DIALOGS, DAY_30, ASKED, ROWS.filter(within(DAY_30)));
    expect(await heldSpans(store)).toEqual([['2026-03-30 00:00:00', '2026-03-30 23:59:59']]);
  });

  it('rebuilds a day over a damaged file from the new rows alone, and cuts the older segment', async () => {
    const { store, history } = await keptWeek();
    await truncate(join(history, 'day=2026-03-30', 'data.parquet'), 10);
    const noon = spanOf('2026-03-30 12:00:00', '2026-03-30 23:59:59');
    await keepSpan(store, DIALOGS, noon, at('2026-04-02 02:00:00'), ROWS.filter(within(noon)));
    expect(await heldSpans(store)).toEqual([
      ['2026-03-26 00:00:00', '2026-03-29 23:59:59'],
      ['2026-03-30 12:00:00', '2026-03-30 23:59:59'],
      ['2026-03-31 00:00:00', '2026-03-31 23:59:59'],
    ]);
  });
});
