import type { Rng } from '../random';
import { digits } from './planted-values';

// Near misses: numbers in chat texts that look like personal data and are not, which must stay as they are.
export const order = (r: Rng) =>
  r.pick([
    () => digits(r, 6),
    () => `PQR-2026-${digits(r, 5)}`,
    () => `#${r.int(10_000, 9_999_999)}`,
    () => `A-${digits(r, 5)}`,
  ] as const)();
export const amount = (r: Rng) =>
  r.pick([
    () => `$${r.int(1, 9)}.${digits(r, 3)}.${digits(r, 3)},${digits(r, 2)}`,
    () => `$ ${r.int(10, 999)}.000`,
    () => `USD ${r.int(1, 9)},${digits(r, 3)}.${digits(r, 2)}`,
    () => `${r.int(1, 9)}.${digits(r, 3)}.000 pesos`,
  ] as const)();
export const date = (r: Rng) =>
  r.pick([
    () => `${r.int(10, 28)}/0${r.int(1, 9)}/2026`,
    () => `2026-0${r.int(1, 9)}-${r.int(10, 28)}`,
    () => `${r.int(10, 28)}-0${r.int(1, 9)}-2026`,
  ] as const)();
export const time = (r: Rng) => `${r.int(7, 20)}:${String(r.int(0, 59)).padStart(2, '0')}`;
/** A product code shaped like a phone: after a word that names it, or glued to its letters. */
export const code = (r: Rng) =>
  r.pick([
    () => `3${r.int(0, 2)}${r.int(0, 9)} ${digits(r, 3)} ${digits(r, 4)}`,
    () => `3${r.int(0, 2)}${r.int(0, 9)}-${digits(r, 3)}-${digits(r, 4)}`,
    () => `6${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  ] as const)();
export const gluedCode = (r: Rng) =>
  `${r.pick(['REF', 'SKU', 'MX', 'AB'] as const)}-3${r.int(0, 2)}${digits(r, 8)}`;
