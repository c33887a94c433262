import { codedFromStored, codesOfTail, storedCoded, type CodedRows, type WrittenRows } from '../coded-rows';
import { rowsHeaderSchema, type HeldRowsPage } from './wire';

/** The media type of a coded page of rows (below). */
export const CODED_ROWS_TYPE = 'application/vnd.report-explorer.coded-rows';

/** A coded page read back: its place in the span, what its rows weighed in the service's JSON, its rows. */
export interface CodedRowsPage {
  page: number;
  nextPage: number | null;
  pages: number;
  bytes: number;
  coded: CodedRows;
  /** The rows as they crossed: a stored page's JSON and codes (its place's keys beside them). */
  written: WrittenRows;
}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** The codes' bytes swapped in place, 2 or 4 at a time: the wire's codes are little-endian. */
function swapped(bytes: Uint8Array<ArrayBuffer>, width: 2 | 4) {
  for (let i = 0; i + width <= bytes.length; i += width) bytes.subarray(i, i + width).reverse();
  return bytes;
}

/**
 * A page of held rows as the team's server sends it: the JSON header's length in bytes (4, little-endian),
 * the header (rowsHeaderSchema) padded with spaces to a multiple of 4 bytes, then each row's codes,
 * little-endian, 2 or 4 bytes each. The rows cross as a stored page keeps them, so the browser neither
 * parses every row's JSON nor codes the rows again to store them: as JSON rows, the text's decoding, its
 * parse and the coding were most of the engine's worker's time while a team leg arrived
 * (measured: docs/architecture.md#the-teams-history).
 */
export function encodeRowsPage({ coded, ...place }: HeldRowsPage): Uint8Array<ArrayBuffer> {
  const stored = storedCoded(coded);
  const json = new TextEncoder().encode(JSON.stringify({ ...place, ...stored.rows }));
  const padded = Math.ceil(json.byteLength / 4) * 4;
  const body = new Uint8Array(4 + padded + stored.tail.byteLength);
  new DataView(body.buffer).setUint32(0, padded, true);
  body.set(json, 4);
  body.fill(0x20, 4 + json.byteLength, 4 + padded);
  const codes = LITTLE_ENDIAN ? stored.tail : swapped(stored.tail, stored.rows.codeBytes);
  body.set(codes, 4 + padded);
  return body;
}

/** A coded page read back, or null when it is not one: cut short, its header not the schema, a code amiss. */
export function decodeRowsPage(body: ArrayBuffer): CodedRowsPage | null {
  if (body.byteLength < 4) return null;
  const length = new DataView(body).getUint32(0, true);
  if (length % 4 !== 0 || 4 + length > body.byteLength) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(new Uint8Array(body, 4, length)));
  } catch {
    return null;
  }
  const header = rowsHeaderSchema.safeParse(json);
  if (!header.success) return null;
  const { page, nextPage, pages, bytes, codeBytes } = header.data;
  const wire = new Uint8Array(body, 4 + length);
  const tail = LITTLE_ENDIAN ? wire : swapped(wire.slice(), codeBytes);
  const codes = codesOfTail(tail, codeBytes);
  const coded = codes && codedFromStored(header.data, codes);
  const written = { json: new Uint8Array(body, 4, length), tail };
  return coded ? { page, nextPage, pages, bytes, coded, written } : null;
}
