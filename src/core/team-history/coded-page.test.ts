import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from '../coded-rows';
import type { Row } from '../contract';
import { sampleDialogsRows } from '../../testing/sample-rows';
import { decodeRowsPage, encodeRowsPage } from './coded-page';

const place = { page: 2, nextPage: 3, pages: 7, bytes: 12_345 };
const readBack = (body: Uint8Array<ArrayBuffer>) => {
  const page = decodeRowsPage(body.buffer);
  return page && { ...page, rows: decodeRows(page.coded) };
};

describe("a team page's rows on the wire", () => {
  it('arrive as the service gave them, in order, with their place in the span and their weight', () => {
    const rows = sampleDialogsRows(300);
    const page = readBack(encodeRowsPage({ coded: encodeRows(rows), ...place }));
    expect(page).toMatchObject(place);
    expect(page?.rows).toEqual(rows);
  });

  it('keep odd rows as they were: extra fields, another order, nested values, a "__proto__" field', () => {
    const odd: Row = JSON.parse('{"b":1,"a":{"x":[1,2]},"__proto__":"kept","c":null}');
    const rows: Row[] = [{ a: 'é', b: -0.5 }, odd, {}];
    const [first, second, third] =
      readBack(encodeRowsPage({ coded: encodeRows(rows), ...place }))?.rows ?? [];
    expect(first).toEqual(rows[0]);
    expect(Object.keys(second ?? {})).toEqual(['b', 'a', '__proto__', 'c']);
    expect(Object.getOwnPropertyDescriptor(second, '__proto__')?.value).toBe('kept');
    expect(second?.a).toEqual({ x: [1, 2] });
    expect(third).toEqual({});
  });

  it('codes more than 65,536 distinct values four bytes each', () => {
    const rows = Array.from({ length: 70_000 }, (_, i) => ({ id: `row-${i}` }));
    expect(readBack(encodeRowsPage({ coded: encodeRows(rows), ...place }))?.rows).toEqual(rows);
  });

  it('is refused when cut short, when its header is not one, or when a code points past the values', () => {
    const body = encodeRowsPage({ coded: encodeRows(sampleDialogsRows(20)), ...place });
    expect(decodeRowsPage(body.slice(0, body.length - 2).buffer)).toBeNull();
    expect(decodeRowsPage(body.slice(0, 3).buffer)).toBeNull();
    const notJson = body.slice();
    notJson[4] = 0x7b + 1;
    expect(decodeRowsPage(notJson.buffer)).toBeNull();
    const wrong = body.slice();
    wrong.fill(0xff, wrong.length - 2);
    expect(decodeRowsPage(wrong.buffer)).toBeNull();
    const text = new TextEncoder().encode(JSON.stringify({ rows: [], page: 0, nextPage: null, pages: 1 }));
    expect(decodeRowsPage(text.buffer)).toBeNull();
  });
});
