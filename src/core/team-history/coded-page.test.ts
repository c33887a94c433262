import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows, packRows } from '../coded-rows';
import type { Row } from '../contract';
import { sampleDialogsRows } from '../../testing/sample-rows';
import { decodeRowsPage, encodeRowsPage } from './coded-page';

const place = { page: 2, nextPage: 3, pages: 7, bytes: 12_345 };
/** A page as the server frames it, compressed as it crosses, and read back. */
const readBack = async (frame: Uint8Array<ArrayBuffer>) => {
  const page = await decodeRowsPage(await packRows(frame));
  return page && { ...page, rows: decodeRows(page.coded) };
};

describe("a team page's rows on the wire", () => {
  it('arrive as the service gave them, in order, with their place in the span and their weight', async () => {
    const rows = sampleDialogsRows(300);
    const page = await readBack(encodeRowsPage({ coded: encodeRows(rows), ...place }));
    expect(page).toMatchObject(place);
    expect(page?.rows).toEqual(rows);
  });

  it('keep odd rows as they were: extra fields, another order, nested values, a "__proto__" field', async () => {
    const odd: Row = JSON.parse('{"b":1,"a":{"x":[1,2]},"__proto__":"kept","c":null}');
    const rows: Row[] = [{ a: 'é', b: -0.5 }, odd, {}];
    const [first, second, third] =
      (await readBack(encodeRowsPage({ coded: encodeRows(rows), ...place })))?.rows ?? [];
    expect(first).toEqual(rows[0]);
    expect(Object.keys(second ?? {})).toEqual(['b', 'a', '__proto__', 'c']);
    expect(Object.getOwnPropertyDescriptor(second, '__proto__')?.value).toBe('kept');
    expect(second?.a).toEqual({ x: [1, 2] });
    expect(third).toEqual({});
  });

  it('codes more than 65,536 distinct values four bytes each', async () => {
    const rows = Array.from({ length: 70_000 }, (_, i) => ({ id: `row-${i}` }));
    expect((await readBack(encodeRowsPage({ coded: encodeRows(rows), ...place })))?.rows).toEqual(rows);
  });

  it('is refused when cut short, when its header is not one, or when a code points past the values', async () => {
    const body = encodeRowsPage({ coded: encodeRows(sampleDialogsRows(20)), ...place });
    const sent = async (frame: Uint8Array<ArrayBuffer>) => decodeRowsPage(await packRows(frame));
    expect(await sent(body.slice(0, body.length - 2))).toBeNull();
    expect(await sent(body.slice(0, 3))).toBeNull();
    const notJson = body.slice();
    notJson[4] = 0x7b + 1;
    expect(await sent(notJson)).toBeNull();
    const wrong = body.slice();
    wrong.fill(0xff, wrong.length - 2);
    expect(await sent(wrong)).toBeNull();
    const text = new TextEncoder().encode(JSON.stringify({ rows: [], page: 0, nextPage: null, pages: 1 }));
    expect(await sent(text)).toBeNull();
  });

  it('is refused when it is not compressed, or compressed and cut short', async () => {
    const body = encodeRowsPage({ coded: encodeRows(sampleDialogsRows(20)), ...place });
    expect(await decodeRowsPage(body)).toBeNull();
    const packed = await packRows(body);
    expect(await decodeRowsPage(packed.slice(0, packed.length - 8))).toBeNull();
  });
});
