import { digitsOf } from './chars';
import type { Found } from './kinds';

// The conversation's own identifier (a DIALOGS row's criteriaValue) is personal data wherever it is
// written: as it is, and, for one made of digits, as any number found with the same digits or its last
// ones ("3001234567" for "+573001234567").

const MIN_OWN = 4;
const MIN_DIGITS = 7;

/** Every place `own` is written in `text`, as it is (case aside for an e-mail address). */
export function ownIn(text: string, own: string, out: Found[]): void {
  if (own.length < MIN_OWN) return;
  const haystack = own.includes('@') ? text.toLowerCase() : text;
  const needle = own.includes('@') ? own.toLowerCase() : own;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length))
    out.push({ kind: 'contact', start: at, end: at + needle.length });
}

/** Numbers found with the own identifier's digits become the contact's. */
export function asOwn(text: string, own: string, found: Found[]): void {
  const ownDigits = digitsOf(own, 0, own.length);
  if (ownDigits.length < MIN_DIGITS || ownDigits.length < own.replace(/[\s().+-]/g, '').length - 3) return;
  for (let k = 0; k < found.length; k++) {
    const f = found[k];
    if (!f || f.kind === 'email' || f.kind === 'ip' || f.kind === 'contact') continue;
    const digits = digitsOf(text, f.start, f.end);
    if (digits.length >= MIN_DIGITS && ownDigits.endsWith(digits)) found[k] = { ...f, kind: 'contact' };
  }
}
