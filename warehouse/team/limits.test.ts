import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { generateDialogsRows } from '../../src/sim';
import { rowTimeOf } from '../history/row-time';
import { at, DIALOGS, keepSpan, spanOf, tempStore } from '../testing/team-fixture';

const ROWS = generateDialogsRows(2_000);
const within = (span: Span) => (row: Row) => {
  const t = rowTimeOf(row.date);
  return t !== null && t.wallMs >= span.startMs && t.wallMs <= span.endMs;
};
const WEEK = spanOf('2026-03-26 00:00:00', '2026-03-31 23:59:59');
const ASKED = at('2026-04-01 02:00:00');

/** The bytes of every Parquet file under `folder`. */
async function parquetBytes(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true });
  const sizes = names
    .filter((n) => n.endsWith('.parquet'))
    .map((n) => stat(join(folder, n)).then((s) => s.size));
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

describe('the limits kept', () => {
  it('keeps the days asked of each history, back from the newest commit, oldest dropped first', async () => {
    const { store, logs } = await tempStore({ days: 3 });
    await keepSpan(store, DIALOGS, WEEK, at('2026-03-31 23:00:00'), ROWS.filter(within(WEEK)));
    const held = await store.held(DIALOGS, WEEK);
    expect(held.segments.map((s) => [s.start, s.end])).toEqual([
      ['2026-03-29 00:00:00', '2026-03-31 23:59:59'],
    ]);
    expect(logs.join('\n')).toMatch(/day=2026-03-27, day=2026-03-28: dropped, beyond/);
  });

  it('keeps the store within its space, the oldest days of every history dropped first', async () => {
    const unlimited = await tempStore();
    await keepSpan(unlimited.store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
    const week = await parquetBytes(unlimited.folder);

    const { store, folder } = await tempStore({ maxBytes: week });
    await keepSpan(store, DIALOGS, WEEK, ASKED, ROWS.filter(within(WEEK)));
    const other = { ...DIALOGS, tenant: '5678' };
    const lastDay = spanOf('2026-03-31 00:00:00', '2026-03-31 23:59:59');
    await keepSpan(store, other, lastDay, ASKED, ROWS.filter(within(lastDay)));
    expect(await parquetBytes(folder)).toBeLessThanOrEqual(week);
    const held = (await store.held(DIALOGS, WEEK)).segments;
    expect((held[0]?.start ?? '') > '2026-03-27 00:00:00').toBe(true);
    expect(held.at(-1)?.end).toBe('2026-03-31 23:59:59');
    expect((await store.held(other, WEEK)).segments).toHaveLength(1);
  });
});
