import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { generateDialogsRows } from '../../src/sim';
import { rowTimeOf } from '../history/row-time';
import { queryParquetFolder } from '../testing/read-parquet';
import { at, DIALOGS, inTimeOrder, keepSpan, readAll, spanOf, tempStore } from '../testing/team-fixture';

// A disk with `left` bytes free: a write that does not fit writes what fits, then fails as Linux does.
const disk = vi.hoisted(() => ({ left: Number.POSITIVE_INFINITY }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (path, data, options) => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (!(bytes instanceof Uint8Array) || bytes.byteLength <= disk.left) {
      if (bytes instanceof Uint8Array) disk.left -= bytes.byteLength;
      return fs.writeFile(path, data, options);
    }
    await fs.writeFile(path, bytes.subarray(0, Math.max(0, disk.left)), options);
    disk.left = 0;
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(path)}'`), {
      code: 'ENOSPC',
    });
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

const ROWS = generateDialogsRows(2_000);
const within = (span: Span) => (row: Row) => {
  const t = rowTimeOf(row.date);
  return t !== null && t.wallMs >= span.startMs && t.wallMs <= span.endMs;
};
const FIRST = spanOf('2026-03-26 00:00:00', '2026-03-29 23:59:59');
const NEXT = spanOf('2026-03-29 00:00:00', '2026-03-31 23:59:59');
const ASKED = at('2026-04-01 02:00:00');

describe('a full disk', () => {
  it('stops the history growing, says so to the caller, and leaves what it held whole and readable', async () => {
    disk.left = Number.POSITIVE_INFINITY;
    const { store, folder } = await tempStore();
    await keepSpan(store, DIALOGS, FIRST, ASKED, ROWS.filter(within(FIRST)));
    const before = await store.held(DIALOGS, FIRST);

    disk.left = 400_000; // the pages fit; the day files do not
    const later = at('2026-04-02 02:00:00');
    await expect(keepSpan(store, DIALOGS, NEXT, later, ROWS.filter(within(NEXT)))).rejects.toThrow(/ENOSPC/);
    expect(await store.held(DIALOGS, FIRST)).toEqual(before);
    expect(await readAll(store, DIALOGS, FIRST, ASKED)).toEqual(inTimeOrder(ROWS.filter(within(FIRST))));
    const [{ n }] = (await queryParquetFolder(join(folder, 'demo'), 'SELECT count(*) AS n FROM $source')) as [
      { n: number },
    ];
    expect(n).toBe(ROWS.filter(within(FIRST)).length);

    disk.left = Number.POSITIVE_INFINITY; // space again: the same span is kept
    await keepSpan(store, DIALOGS, NEXT, later, ROWS.filter(within(NEXT)));
    expect(await readAll(store, DIALOGS, NEXT, later)).toEqual(inTimeOrder(ROWS.filter(within(NEXT))));
  });

  it('keeps nothing of a span whose page could not be staged', async () => {
    disk.left = Number.POSITIVE_INFINITY;
    const { store } = await tempStore();
    const writer = await store.begin(DIALOGS, FIRST, ASKED);
    disk.left = 1000;
    await expect(writer.put(0, ROWS.filter(within(FIRST)), 1)).rejects.toThrow(/ENOSPC/);
    disk.left = Number.POSITIVE_INFINITY;
    await expect(writer.commit()).rejects.toThrow(/all its pages/);
    expect(await store.held(DIALOGS, FIRST)).toEqual({ segments: [], offsetMinutes: null });
  });
});
