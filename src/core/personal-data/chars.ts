// Character tests shared by the scanners. ASCII first, without a regex: every scanner calls these once or
// twice per character of texts that can be megabytes long.

const NON_ASCII_WORD = /^[\p{L}\p{N}\p{M}]$/u;

export const isDigit = (code: number): boolean => code >= 48 && code <= 57;

export const isAsciiLetter = (code: number): boolean => (code | 32) >= 97 && (code | 32) <= 122;

export const isAsciiAlnum = (code: number): boolean => isDigit(code) || isAsciiLetter(code);

/** A letter, digit or combining mark of any script at `i` (false outside the text). */
export function isWordAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 128) return isAsciiAlnum(code);
  return NON_ASCII_WORD.test(text.charAt(i));
}

export const isDigitAt = (text: string, i: number): boolean =>
  i >= 0 && i < text.length && isDigit(text.charCodeAt(i));

/** The digits of a stretch, separators dropped. */
export function digitsOf(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) if (isDigit(text.charCodeAt(i))) out += text.charAt(i);
  return out;
}

/** Luhn's check over a string of digits, as card numbers carry it. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
