import { z } from 'zod';
import { codedFromStored, codesOfTail, type CodedRows } from './coded-rows';
import { hostOrder, openRowsFrame } from './rows-frame';

/**
 * Coded rows still in their frame (rows-frame.ts), inflated but not read. A stored page read back crosses
 * from the engine's worker to the page so, its bytes handed over rather than copied, and the page reads
 * them once (framedCoded). Read in the worker, the JSON's values were then copied to the page by the
 * structured clone and made again there: the three were about half the worker's time in reopening a run,
 * and a quarter of the page's (measured: docs/architecture.md#stored-pages-cross-as-their-frame).
 */
export interface FramedRows {
  frame: Uint8Array<ArrayBuffer>;
}

/** Checked to be a list here; every shape number and code is checked by codedFromStored in one loop. */
const list = z.custom<unknown[]>((value) => Array.isArray(value));

/** What a frame's JSON holds of its rows; any other key (a team page's place in its span) is let be. */
const framedHeaderSchema = z.object({
  shapes: z.array(z.array(z.string())),
  shapeOf: list,
  values: list,
  codeBytes: z.union([z.literal(2), z.literal(4)]),
});
type FramedHeader = z.infer<typeof framedHeaderSchema>;

/**
 * The coded rows of a frame's checked JSON and its codes' bytes (little-endian, as they lie), or null
 * unless every row names a shape there is and every code a value (codedFromStored).
 */
export function codedOfTail(header: FramedHeader, tail: Uint8Array<ArrayBuffer>): CodedRows | null {
  const { codeBytes } = header;
  // Codes are read where they lie when the frame starts a buffer (the JSON is padded for it); else moved.
  const aligned = tail.byteOffset % codeBytes === 0 ? tail : tail.slice();
  const codes = codesOfTail(hostOrder(aligned, codeBytes), codeBytes);
  return codes && codedFromStored(header, codes);
}

/** The rows of a frame, or null when it is not a frame of coded rows whose every code fits. */
export function framedCoded({ frame }: FramedRows): CodedRows | null {
  const opened = openRowsFrame(frame);
  const header = opened && framedHeaderSchema.safeParse(opened.json);
  return opened && header?.success ? codedOfTail(header.data, opened.codes) : null;
}
