import type { NonEmpty, Rng } from '../random';

// Personal data as customers type it, and numbers that only look like it. Every value that carries a
// check (card, IBAN, DNI, NIE, RUT, CURP) is made valid here, on its own: the truth must not lean on the
// finder it measures.

export const digits = (r: Rng, n: number) => {
  let out = '';
  for (let i = 0; i < n; i++) out += String(r.int(0, 9));
  return out;
};
/** "3005550101" as "300 555 0101" for the shape [3, 3, 4] and the separator " ". */
const grouped = (value: string, shape: readonly number[], sep: string) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of shape) if (at < value.length) parts.push(value.slice(at, (at += size)));
  if (at < value.length) parts.push(value.slice(at));
  return parts.join(sep);
};

const NAMES: NonEmpty<string> = [
  'ana.gomez',
  'jrodriguez',
  'laura_m',
  'pedro.perez88',
  'sofia.r',
  'j.smith',
  'mary.jones',
  'carlos+pagos',
  'valentina.ríos',
  'tom_b',
];
const DOMAINS: NonEmpty<string> = [
  'gmail.com',
  'hotmail.com',
  'yahoo.es',
  'outlook.com',
  'empresa.com.co',
  'mail.example.org',
  'une.net.co',
  'icloud.com',
];
export const email = (r: Rng) => `${r.pick(NAMES)}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(DOMAINS)}`;

type Writer = (r: Rng) => string;
const PHONES: NonEmpty<Writer> = [
  (r) => `+57 3${r.int(0, 2)}${r.int(0, 9)} ${digits(r, 3)} ${digits(r, 4)}`,
  (r) => `+573${r.int(0, 2)}${r.int(0, 9)}${digits(r, 7)}`,
  (r) => `3${r.int(0, 2)}${r.int(0, 9)} ${digits(r, 3)} ${digits(r, 4)}`,
  (r) => `3${r.int(0, 2)}${r.int(0, 9)}${digits(r, 7)}`,
  (r) => `3${r.int(0, 2)}${r.int(0, 9)}-${digits(r, 3)}-${digits(r, 4)}`,
  (r) => `(60${r.int(1, 8)}) ${r.int(2, 8)}${digits(r, 2)} ${digits(r, 4)}`,
  (r) => `+52 55 ${digits(r, 4)} ${digits(r, 4)}`,
  (r) => `(55) ${r.int(1, 9)}${digits(r, 3)}-${digits(r, 4)}`,
  (r) => `+54 9 11 ${r.int(2, 9)}${digits(r, 3)}-${digits(r, 4)}`,
  (r) => `11 ${r.int(2, 9)}${digits(r, 3)}-${digits(r, 4)}`,
  (r) => `+56 9 ${r.int(5, 9)}${digits(r, 3)} ${digits(r, 4)}`,
  (r) => `+51 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  (r) => `9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  (r) => `+34 6${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  (r) => `6${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  (r) => `91 ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
  (r) => `(${r.int(2, 9)}${digits(r, 2)}) ${r.int(2, 9)}${digits(r, 2)}-${digits(r, 4)}`,
  (r) => `+1 ${r.int(2, 9)}${digits(r, 2)} ${r.int(2, 9)}${digits(r, 2)} ${digits(r, 4)}`,
  (r) => `${r.int(2, 9)}${digits(r, 2)}.${r.int(2, 9)}${digits(r, 2)}.${digits(r, 4)}`,
];
export const phone = (r: Rng) => r.pick(PHONES)(r);

/** The digit that makes Luhn's sum of `body` and it a multiple of ten. */
function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, double = true; i >= 0; i--, double = !double) {
    const d = body.charCodeAt(i) - 48;
    sum += double ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
  }
  return String((10 - (sum % 10)) % 10);
}
const CARD_PREFIXES: NonEmpty<[string, number]> = [
  ['4', 16],
  ['4', 16],
  ['51', 16],
  ['55', 16],
  ['2221', 16],
  ['37', 15],
  ['6011', 16],
];
export function card(r: Rng): string {
  const [prefix, length] = r.pick(CARD_PREFIXES);
  const body = prefix + digits(r, length - prefix.length - 1);
  const number = body + luhnDigit(body);
  const style = r.int(0, 2);
  if (style === 0) return number;
  return grouped(number, length === 15 ? [4, 6, 5] : [4, 4, 4, 4], style === 1 ? ' ' : '-');
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (r: Rng, from = UPPER) => from.charAt(r.int(0, from.length - 1));
/** BBAN shapes: digits, with a bank's letters where the country has them (GB). */
const IBAN_COUNTRIES: NonEmpty<[string, number]> = [
  ['ES', 20],
  ['ES', 20],
  ['DE', 18],
  ['FR', 23],
  ['PT', 21],
  ['GB', 18],
  ['IT', 23],
];
function mod97(text: string): number {
  let rest = 0;
  for (const c of text) {
    const value = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}
export function iban(r: Rng): string {
  const [country, length] = r.pick(IBAN_COUNTRIES);
  const bban =
    country === 'GB'
      ? letter(r) + letter(r) + letter(r) + letter(r) + digits(r, length - 4)
      : country === 'IT'
        ? letter(r) + digits(r, length - 1)
        : digits(r, length);
  const check = String(98 - mod97(bban + country + '00')).padStart(2, '0');
  const compact = country + check + bban;
  return r.chance(0.6)
    ? grouped(
        compact,
        Array.from({ length: 8 }, () => 4),
        ' ',
      )
    : compact;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni(r: Rng): string {
  const n = r.int(10_000_000, 99_999_999);
  return `${n}${r.chance(0.3) ? '-' : ''}${DNI_LETTERS.charAt(n % 23)}`;
}
export function nie(r: Rng): string {
  const lead = r.int(0, 2);
  const n = digits(r, 7);
  return `${'XYZ'.charAt(lead)}${n}${DNI_LETTERS.charAt(Number(`${lead}${n}`) % 23)}`;
}
export function rut(r: Rng): string {
  const body = String(r.int(5_000_000, 25_999_999));
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1)
    sum += (body.charCodeAt(i) - 48) * w;
  const dv = 11 - (sum % 11);
  const check = dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
  const dotted = body.length === 8 ? grouped(body, [2, 3, 3], '.') : grouped(body, [1, 3, 3], '.');
  return `${r.chance(0.6) ? dotted : body}-${check}`;
}
const CURP_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const STATES: NonEmpty<string> = ['DF', 'JC', 'NL', 'MC', 'PL', 'GT', 'VZ', 'YN'];
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';
export function curp(r: Rng): string {
  const year = r.int(50, 99);
  const month = String(r.int(1, 12)).padStart(2, '0');
  const day = String(r.int(1, 28)).padStart(2, '0');
  const head = `${letter(r, CONSONANTS)}${letter(r, 'AEIOU')}${letter(r)}${letter(r)}${year}${month}${day}`;
  const first17 = `${head}${r.chance(0.5) ? 'H' : 'M'}${r.pick(STATES)}${letter(r, CONSONANTS)}${letter(r, CONSONANTS)}${letter(r, CONSONANTS)}0`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_VALUES.indexOf(first17.charAt(i)) * (18 - i);
  return first17 + String((10 - (sum % 10)) % 10);
}
/** A Colombian cédula, plain or dotted: "1.023.456.789", "79123456". */
export function cedula(r: Rng): string {
  const n = String(r.chance(0.5) ? r.int(1_000_000_000, 1_099_999_999) : r.int(10_000_000, 99_999_999));
  return r.chance(0.5) ? n : n.replace(/\B(?=(\d{3})+$)/g, '.');
}
export const dniPeru = (r: Rng) => digits(r, 8);
export const dniArgentina = (r: Rng) =>
  String(r.int(20_000_000, 45_999_999)).replace(/\B(?=(\d{3})+$)/g, '.');
export function ip(r: Rng): string {
  if (r.chance(0.8))
    return `${r.pick(['181', '190', '186', '201', '152'] as const)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  const hex = () => r.int(1, 0xffff).toString(16);
  return r.chance(0.5)
    ? `2800:${hex()}:${hex()}::${hex()}`
    : `2001:db8:${hex()}:${hex()}:${hex()}:${hex()}:${hex()}:${hex()}`;
}
