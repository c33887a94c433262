import { isAsciiAlnum, isAsciiLetter, isDigit, isWordAt } from './chars';
import type { Found } from './kinds';

// IBANs: a country's code, two check digits and its fixed number of characters, ungrouped or in groups
// of four, and the whole mod 97 = 1 (ISO 13616). Only the countries below: an unknown code is no IBAN.
// prettier-ignore
const LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, BR: 29, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28,
  EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27,
  LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24,
  SV: 28, TR: 26,
};

/** ISO 13616's check: the country and check digits moved to the end, letters as 10..35, mod 97. */
export function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (let i = 0; i < moved.length; i++) {
    const code = moved.charCodeAt(i);
    const value = isDigit(code) ? code - 48 : (code | 32) - 87;
    rest = value > 9 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest === 1;
}

/** IBANs in `text`, pushed to `out`; each word start costs at most one IBAN's length. */
export function ibansIn(text: string, out: Found[]): void {
  const n = text.length;
  for (let i = 0; i + 15 <= n; i++) {
    if (!isDigit(text.charCodeAt(i + 2)) || !isDigit(text.charCodeAt(i + 3))) continue;
    if (!isAsciiLetter(text.charCodeAt(i)) || isWordAt(text, i - 1)) continue;
    const length = LENGTHS[text.slice(i, i + 2).toUpperCase()];
    if (!length) continue;
    let compact = '';
    let k = i;
    while (k < n && compact.length < length) {
      const code = text.charCodeAt(k);
      if (isAsciiAlnum(code)) {
        compact += text.charAt(k);
        k++;
      } else if (
        (code === 32 || code === 45) &&
        isAsciiAlnum(text.charCodeAt(k + 1)) &&
        compact.length % 4 === 0
      ) {
        k++;
      } else break;
    }
    if (compact.length === length && !isWordAt(text, k) && ibanChecks(compact.toUpperCase())) {
      out.push({ kind: 'iban', start: i, end: k });
      i = k;
    }
  }
}
