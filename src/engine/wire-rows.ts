import type { CodedRows } from '../core/coded-rows';

export { decodeRows, encodeRows, rowBuilder, sliceCoded } from '../core/coded-rows';

/**
 * Rows as they cross from the engine's worker to the page: coded rows (src/core/coded-rows/coded-rows.ts), each
 * distinct key order once, each distinct value once, and each cell a number. A structured clone copies
 * every string it meets, so rows whose "Bot" or channel name recurs on every row crossed with a copy of
 * each, and the page then spent much of reopening a stored run making equal strings one again. Sent this
 * way, a value crosses once per slice and the rows rebuilt from it hold that one string; the page's main
 * thread, its heap and the whole transfer all measured lower
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export type WireRows = CodedRows;

/**
 * Strings up to this long are made one across slices: labels, channels, intents, bot names, short replies.
 * Ids and instants are longer and never repeat: looking each up cost the page most of its receiving time.
 * A longer limit loaded every row more slowly for no less heap
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
const SHARED_STRING_MAX = 20;

/**
 * Equal short strings of one engine's rows, as one string: a slice shares its values within itself, this
 * across slices and pages (a stored run is read in 500-row pages). Forgotten when it grows past `limit`.
 */
export function stringPool(limit = 200_000) {
  const pool = new Map<string, string>();
  return (value: unknown): unknown => {
    if (typeof value !== 'string' || value.length > SHARED_STRING_MAX) return value;
    const known = pool.get(value);
    if (known !== undefined) return known;
    if (pool.size >= limit) pool.clear();
    pool.set(value, value);
    return value;
  };
}
