import { luhn } from './chars';
import { isAmount } from './context';
import type { Found } from './kinds';
import type { Run } from './runs';

// Payment card numbers: 13 to 19 digits, ungrouped or in groups of four (Amex 4-6-5, Diners 4-6-4), with
// an issuer's prefix and length, and Luhn's check digit. Nine random numbers in ten fail the check.

function issuerFits(digits: string): boolean {
  const n = digits.length;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  switch (digits.charAt(0)) {
    case '4':
      return n === 13 || n === 16 || n === 19;
    case '5':
      return two >= 51 && two <= 55 && n === 16;
    case '2':
      return four >= 2221 && four <= 2720 && n === 16;
    case '3':
      if (two === 34 || two === 37) return n === 15;
      if (two === 35) return n >= 16 && n <= 19;
      return (two === 30 || two === 36 || two === 38 || two === 39) && n >= 14 && n <= 16;
    case '6':
      return n >= 16 && n <= 19;
    default:
      return false;
  }
}

function shapeFits(shape: readonly number[]): boolean {
  if (shape.length === 1) return true;
  const key = shape.join('-');
  if (key === '4-6-5' || key === '4-6-4') return true;
  return shape.every((g, i) => (i < shape.length - 1 ? g === 4 : g >= 1 && g <= 4));
}

/** Card numbers in one run of digit groups, pushed to `out`. */
export function cardsIn(text: string, run: Run, out: Found[]): void {
  const { groups } = run;
  for (let s = 0; s < groups.length; s++) {
    const first = groups[s];
    if (!first || (s === 0 && (run.gluedBefore || run.plus))) continue;
    if (first.end - first.start > 19) continue;
    let digits = '';
    const shape: number[] = [];
    let sep = '';
    let best = -1;
    for (let e = s; e < groups.length; e++) {
      const g = groups[e];
      if (!g) break;
      if (e > s) {
        // Groups before the last are fours (or Amex's and Diners' 4-6): stop as soon as they are not.
        const before = shape[shape.length - 1];
        if (before !== 4 && !(before === 6 && e === s + 2 && shape[0] === 4)) break;
        if (g.sep !== ' ' && g.sep !== '-') break;
        if (e > s + 1 && g.sep !== sep) break;
        sep = g.sep;
      }
      digits += text.slice(g.start, g.end);
      shape.push(g.end - g.start);
      if (digits.length > 19) break;
      if (digits.length >= 13 && shapeFits(shape) && issuerFits(digits) && luhn(digits)) best = e;
    }
    const last = groups[best];
    if (!last || (best === groups.length - 1 && run.gluedAfter)) continue;
    // No word before keeps a card out: its issuer and check digit are surer than any word.
    if (isAmount(text, first.start, last.end)) continue;
    out.push({ kind: 'card', start: first.start, end: last.end });
    s = best;
  }
}
