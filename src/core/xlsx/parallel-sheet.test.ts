import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { concatBytes } from '../bytes';
import { deflateBlock } from './block-deflate';
import { XLSX_LABELS } from './labels';
import type { BlockDeflater } from './parallel-sheet';
import { addValueRows } from './value-rows';
import { XlsxWriter } from './xlsx-writer';
import type { XlsxColumn } from './cells';

const columns: XlsxColumn[] = [
  { header: 'Text', kind: 'value' },
  { header: 'N', kind: 'value' },
];
const rows = Array.from({ length: 60_000 }, (_, i) => [`line ${i} ${'x'.repeat(i % 97)}`, i / 3]);
const about = {
  report: 'R',
  range: '',
  parameters: [],
  environment: '',
  fetchedAt: null,
  search: '',
  filters: [],
  sort: [],
};

/** The workbook's files, written with `deflater` (or on one thread), rows added in chunks. */
async function workbook(deflater?: BlockDeflater): Promise<Record<string, Uint8Array>> {
  const parts: Uint8Array[] = [];
  let done = () => {};
  const ended = new Promise<void>((resolve) => (done = resolve));
  const writer = new XlsxWriter({
    columns,
    labels: XLSX_LABELS.en,
    about,
    timeZone: 'UTC',
    now: new Date('2026-11-01T00:00:00Z'),
    onData: (chunk, final) => {
      parts.push(chunk);
      if (final) done();
    },
    ...(deflater ? { deflater } : {}),
  });
  for (let at = 0; at < rows.length; at += 7_000) {
    addValueRows(writer, columns, rows.slice(at, at + 7_000));
    await writer.settled(2);
  }
  writer.end();
  await ended;
  return unzipSync(concatBytes(...parts));
}

// Answers each block after a delay that makes later blocks come back before earlier ones.
const shuffled: BlockDeflater = (block, dictionary, final) =>
  new Promise((resolve) =>
    setTimeout(() => resolve(deflateBlock(block, dictionary, final)), block[100] ? block[100] % 7 : 0),
  );

describe('a sheet deflated in blocks on other threads', () => {
  it('holds exactly the bytes of the one-thread workbook, whatever order the blocks come back in', async () => {
    const [one, many] = await Promise.all([workbook(), workbook(shuffled)]);
    expect(Object.keys(many).sort()).toEqual(Object.keys(one).sort());
    const sheet = many['xl/worksheets/sheet1.xml'];
    expect(sheet?.length).toBeGreaterThan(4 << 20); // more than two blocks
    const same = (a?: Uint8Array, b?: Uint8Array) => !!a && !!b && Buffer.from(a).equals(Buffer.from(b));
    for (const name of Object.keys(one)) expect(same(many[name], one[name]), name).toBe(true);
  });

  it('reports a block that failed instead of writing a broken file', async () => {
    const failing: BlockDeflater = () => Promise.reject(new Error('thread gone'));
    await expect(workbook(failing)).rejects.toThrow('thread gone');
  });
});
