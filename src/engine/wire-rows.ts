import type { CodedRows } from '../store/coded-rows';

export { decodeRows, encodeRows, sliceCoded } from '../store/coded-rows';

/**
 * Rows as they cross from the engine's worker to the page: coded rows (src/store/coded-rows.ts), each
 * distinct key order once, each distinct value once, and each cell a number. A structured clone copies
 * every string it meets, so 500 rows whose "Bot" or channel name recurs on every row crossed as 500 copies
 * of each, and the page then spent about a quarter of reopening a stored run making equal strings one
 * again. Sent this way, a value crosses once per slice and the rows rebuilt from it hold that one string.
 * Measured in headless Chromium on 250,000 DIALOGS rows in 500-row messages: the page's main thread busy
 * 216-291 ms instead of 1,106-1,142 ms (row objects, then shared), the rows 57 MB of heap instead of
 * 66 MB; the worker's encoding makes the whole transfer take 603-654 ms instead of 1,122-1,170 ms.
 */
export type WireRows = CodedRows;

/**
 * Strings up to this long are made one across slices: labels, channels, intents, bot names, short replies.
 * Ids and instants are longer and never repeat: looking each up cost the page most of its receiving time.
 * Reopening 250,000 stored DIALOGS rows (bench/durable.bench.ts), up to 40 characters: every row in
 * 3.64 s, 1.005x the fetched run's heap; up to 20: 3.26 s, 1.016x.
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
