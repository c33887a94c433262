/**
 * `a`, or a copy with room for at least `n` items: half as much again, so that appending a page at a time
 * stays linear in the rows appended.
 */
export function grownTo<T extends Uint32Array | Float64Array>(a: T, n: number): T {
  if (a.length >= n) return a;
  const next = new (a.constructor as new (length: number) => T)(Math.max(n, Math.ceil(a.length * 1.5), 1024));
  next.set(a);
  return next;
}

/**
 * The rows to keep room for while rows arrive: a quarter more than are loaded, so that from 40,000 rows
 * on a 10,000-row page never grows a column in its own landing (docs/architecture.md#the-summarys-engine).
 */
export const roomAhead = (rows: number) => Math.ceil(rows * 1.25);
