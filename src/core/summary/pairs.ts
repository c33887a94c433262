/**
 * Pairs of codes numbered densely in order of first sight: ids[j] is the pair (a[j], b[j]) of row j, and
 * pair p is (first[p], second[p]). Grouping by several columns is this, one column at a time; so is
 * counting distinct values per group.
 */
export interface Pairs {
  ids: Uint32Array;
  count: number;
  first: Uint32Array;
  second: Uint32Array;
}

/** Above this many possible pairs (and twice the rows), pairs are hashed instead of looked up by a × nb + b. */
const DIRECT_MIN = 1 << 16;
const DIRECT_MAX = 1 << 24;

/**
 * Numbers the pairs (a[j], b[j]) for j in [0, m) (a null: every a is 0). Codes are below na and nb.
 * When na × nb is small the pair's slot is a × nb + b in a typed array; otherwise an open-addressing hash
 * over typed arrays. Either way the loop allocates nothing per row.
 */
export function pairIds(a: Uint32Array | null, na: number, b: Uint32Array, nb: number, m: number): Pairs {
  const room = Math.min(m, na * nb);
  const first = new Uint32Array(Math.max(1, room));
  const second = new Uint32Array(Math.max(1, room));
  const ids = new Uint32Array(m);
  const product = na * nb;
  if (product <= Math.min(DIRECT_MAX, Math.max(DIRECT_MIN, 2 * m))) {
    // slot holds id + 1; 0 is a pair not seen yet.
    const slot = new Uint32Array(product);
    let count = 0;
    for (let j = 0; j < m; j++) {
      const x = a === null ? 0 : (a[j] ?? 0);
      const y = b[j] ?? 0;
      const k = x * nb + y;
      let id = slot[k] ?? 0;
      if (id === 0) {
        first[count] = x;
        second[count] = y;
        id = ++count;
        slot[k] = id;
      }
      ids[j] = id - 1;
    }
    return { ids, count, first, second };
  }
  return hashedPairs(a, b, m, ids, first, second);
}

const mix = (x: number, y: number) => {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y ^ 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 13);
};

function hashedPairs(
  a: Uint32Array | null,
  b: Uint32Array,
  m: number,
  ids: Uint32Array,
  first: Uint32Array,
  second: Uint32Array,
): Pairs {
  // Slots hold id + 1 (0: empty); a pair's codes live in first / second, so a slot is 4 bytes.
  let mask = 1023;
  let slots: Uint32Array = new Uint32Array(mask + 1);
  let count = 0;
  for (let j = 0; j < m; j++) {
    const x = a === null ? 0 : (a[j] ?? 0);
    const y = b[j] ?? 0;
    let s = mix(x, y) & mask;
    let id = slots[s] ?? 0;
    while (id !== 0 && (first[id - 1] !== x || second[id - 1] !== y)) {
      s = (s + 1) & mask;
      id = slots[s] ?? 0;
    }
    if (id === 0) {
      first[count] = x;
      second[count] = y;
      id = ++count;
      slots[s] = id;
      if (count * 2 > mask) {
        mask = mask * 2 + 1;
        slots = rehash(first, second, count, mask);
      }
    }
    ids[j] = id - 1;
  }
  return { ids, count, first, second };
}

function rehash(first: Uint32Array, second: Uint32Array, count: number, mask: number): Uint32Array {
  const slots = new Uint32Array(mask + 1);
  for (let p = 0; p < count; p++) {
    let s = mix(first[p] ?? 0, second[p] ?? 0) & mask;
    while ((slots[s] ?? 0) !== 0) s = (s + 1) & mask;
    slots[s] = p + 1;
  }
  return slots;
}
