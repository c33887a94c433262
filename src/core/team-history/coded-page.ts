import {
  codedOfTail,
  frameStored,
  storedCoded,
  unpackRows,
  type CodedRows,
  type WrittenRows,
} from '../coded-rows';
import { rowsHeaderSchema, type HeldRowsPage } from './wire';

/** The media type of a coded page of rows (below): its frame, compressed with gzip. */
export const CODED_ROWS_TYPE = 'application/vnd.report-explorer.coded-rows+gzip';

/** A coded page read back: its place in the span, what its rows weighed in the service's JSON, its rows. */
export interface CodedRowsPage {
  page: number;
  nextPage: number | null;
  pages: number;
  bytes: number;
  coded: CodedRows;
  /** The rows as they crossed, compressed: a stored page keeps them so (its place's keys beside them). */
  written: WrittenRows;
}

/**
 * A page of held rows as the team's server frames it (src/core/coded-rows/rows-frame.ts): its place in the
 * span beside its coded rows in the JSON, then the codes. The server sends it compressed (gzip), and the
 * browser keeps those bytes as the stored page's rows: it neither parses every row's JSON nor codes the
 * rows again to store them, nor compresses them again (measured: docs/architecture.md#the-teams-history).
 */
export function encodeRowsPage({ coded, ...place }: HeldRowsPage): Uint8Array<ArrayBuffer> {
  return frameStored(storedCoded(coded), place);
}

/**
 * A compressed coded page read back, or null when it is not one: not gzip, cut short, its header not the
 * schema, a code amiss.
 */
export async function decodeRowsPage(body: Uint8Array<ArrayBuffer>): Promise<CodedRowsPage | null> {
  const frame = await unpackRows(body);
  const header = frame && rowsHeaderSchema.safeParse(frame.json);
  if (!frame || !header?.success) return null;
  const { page, nextPage, pages, bytes } = header.data;
  const coded = codedOfTail(header.data, frame.codes);
  return coded ? { page, nextPage, pages, bytes, coded, written: { packed: body } } : null;
}
