import { contextBefore, isAmount, NEAR } from './context';
import type { Found } from './kinds';
import type { Run } from './runs';

// Phone numbers: international ("+57 300 555 0101", "+34 612 34 56 78", "(+52) 55 1234 5678") checked
// against the country code's national length, and national ones of Latin America, Spain and North
// America checked by their length, first digit and grouping. A number written after "pedido", "código"
// or "ref." is not a phone, whatever its shape.

/** National significant lengths by country code (E.164); other codes take 7 to 12 digits. */
// prettier-ignore
const NATIONAL_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  '1': [10], '7': [10], '20': [10], '27': [9], '30': [10], '31': [9], '32': [8, 9], '33': [9],
  '34': [9], '39': [9, 10], '41': [9], '43': [10, 11], '44': [10], '45': [8], '46': [9], '47': [8],
  '48': [9], '49': [10, 11], '51': [8, 9], '52': [10, 11], '53': [8], '54': [10, 11], '55': [10, 11],
  '56': [9], '57': [10], '58': [10], '61': [9], '81': [10], '86': [11], '91': [10], '351': [9],
  '353': [9], '502': [8], '503': [8], '504': [8], '505': [8], '506': [8], '507': [7, 8], '591': [8],
  '593': [9], '595': [9], '598': [8],
};

/** The national groupings people write, by digits in all: "3-3-4" is "300 555 0101". */
const NATIONAL: Readonly<Record<number, readonly string[]>> = {
  9: ['9', '3-3-3', '2-3-2-2', '3-2-2-2', '1-4-4', '2-3-4'],
  10: ['10', '3-3-4', '3-7', '3-3-2-2', '2-4-4', '4-2-4', '3-4-3'],
  11: ['3-4-4', '1-3-3-4', '4-3-4'],
};

const MAX_DIGITS = 15;

function nationalFits(digits: string, shape: string): boolean {
  const length = digits.length;
  if (!NATIONAL[length]?.includes(shape)) return false;
  const first = digits.charAt(0);
  if (length === 9) return shape === '1-4-4' || shape === '2-3-4' ? first !== '1' : '6789'.includes(first);
  // Buenos Aires writes "11 2345-6789"; a bare ten digits from 1 is more often a cédula than a phone.
  if (length === 10) return first >= '2' || shape === '2-4-4';
  // 11: "011 2345-6789" (Argentina), "1 800 555 0199" (North America), "0800 123 4567" (toll-free).
  return shape === '1-3-3-4' ? first === '1' : first === '0';
}

function internationalFits(digits: string): boolean {
  for (let cc = 3; cc >= 1; cc--) {
    const lengths = NATIONAL_LENGTHS[digits.slice(0, cc)];
    if (lengths) return lengths.includes(digits.length - cc);
  }
  return digits.length >= 8 && digits.length <= MAX_DIGITS;
}

/** Phone numbers in one run of digit groups, pushed to `out`. */
export function phonesIn(text: string, run: Run, out: Found[]): void {
  const { groups } = run;
  for (let s = 0; s < groups.length; s++) {
    const first = groups[s];
    if (!first || (s === 0 && run.gluedBefore)) continue;
    const international = s === 0 && run.plus;
    // Mid-run, a phone may follow another number after a space ("el 15 3005550101"), never a dot or dash.
    if (s > 0 && (first.sep === '.' || first.sep === '-')) continue;
    let digits = '';
    let shape = '';
    let best = -1;
    for (let e = s; e < groups.length; e++) {
      const g = groups[e];
      if (!g) break;
      // No national shape has more than four groups, nor an international one more than six.
      if (e - s >= (international ? 6 : 4)) break;
      digits += text.slice(g.start, g.end);
      shape += (e > s ? '-' : '') + String(g.end - g.start);
      if (digits.length > MAX_DIGITS) break;
      if (international ? internationalFits(digits) : nationalFits(digits, shape)) best = e;
    }
    if (best < 0) continue;
    const last = groups[best];
    if (!last) continue;
    if (best === groups.length - 1 && run.gluedAfter) continue;
    const start = s === 0 ? run.lead : first.start;
    const end = last.end;
    if (!international && (contextBefore(text, start, NEAR) === 'not' || isAmount(text, start, end)))
      continue;
    if (!international && isThousands(text, groups, s, best)) continue;
    out.push({ kind: 'phone', start, end });
    s = best;
  }
}

/** "3.000.000.000": dots between groups of three after the first, as amounts are written. */
function isThousands(text: string, groups: Run['groups'], s: number, e: number): boolean {
  if (e === s) return false;
  for (let k = s + 1; k <= e; k++) {
    const g = groups[k];
    if (!g || g.sep !== '.' || g.end - g.start !== 3) return false;
  }
  const head = groups[s];
  return head !== undefined && head.end - head.start <= 3 && text.charAt(head.start) !== '0';
}
