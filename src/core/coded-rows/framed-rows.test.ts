import { describe, expect, it } from 'vitest';
import { sampleDialogsRows } from '../../testing/sample-rows';
import { decodeRows, encodeRows, storedCoded } from './coded-rows';
import { framedCoded } from './framed-rows';
import { frameStored } from './rows-frame';

const rows = sampleDialogsRows(40);
const frameOf = (place = {}) => frameStored(storedCoded(encodeRows(rows)), place);

describe('rows in their frame (how a stored page crosses to the page)', () => {
  it('read back as the rows that were framed, a team page’s place beside them or not', () => {
    expect(decodeRows(framedCoded({ frame: frameOf() }) ?? encodeRows([]))).toEqual(rows);
    const placed = framedCoded({ frame: frameOf({ page: 2, nextPage: null, pages: 2, bytes: 100 }) });
    expect(placed && decodeRows(placed)).toEqual(rows);
  });

  it('read back wherever the frame lies in its buffer', () => {
    const frame = frameOf();
    const shifted = new Uint8Array(frame.byteLength + 1);
    shifted.set(frame, 1);
    const coded = framedCoded({ frame: shifted.subarray(1) });
    expect(coded && decodeRows(coded)).toEqual(rows);
  });

  it('are refused when the frame is cut short, its JSON is not rows, or a code points past the values', () => {
    const frame = frameOf();
    expect(framedCoded({ frame: frame.slice(0, 3) })).toBeNull();
    expect(framedCoded({ frame: frame.slice(0, frame.byteLength - 2) })).toBeNull();
    const notRows = frameStored({
      rows: { ...storedCoded(encodeRows(rows)).rows, values: 'x' as never },
      tail: new Uint8Array(0),
    });
    expect(framedCoded({ frame: notRows })).toBeNull();
    const pastValues = frame.slice();
    pastValues.fill(0xff, pastValues.byteLength - 2);
    expect(framedCoded({ frame: pastValues })).toBeNull();
  });
});
