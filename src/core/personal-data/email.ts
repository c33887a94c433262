import { isAsciiAlnum, isWordAt } from './chars';
import type { Found } from './kinds';

// E-mail addresses, found from each "@": a local part of at most 64 characters to its left and a domain
// of dot-separated labels ending in a name of letters to its right. Every "@" looks at most 64 + 255
// characters, so a text of nothing but "@." stays linear.

const LOCAL_MAX = 64;
const DOMAIN_MAX = 255;

const isLocal = (text: string, i: number) => {
  const c = text.charAt(i);
  return c === '.' || c === '_' || c === '%' || c === '+' || c === '-' || isWordAt(text, i);
};
const isDomain = (text: string, i: number) => {
  const c = text.charAt(i);
  return c === '.' || c === '-' || isWordAt(text, i);
};

/** Where the domain after `at` ends, or -1 when it is none: labels, each 1-63 long, the last letters. */
function domainEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length && end - at <= DOMAIN_MAX && isDomain(text, end)) end++;
  // A sentence's full stop or a dash is not the domain's.
  while (end > at + 1 && (text.charAt(end - 1) === '.' || text.charAt(end - 1) === '-')) end--;
  const domain = text.slice(at + 1, end);
  const labels = domain.split('.');
  if (labels.length < 2) return -1;
  for (const label of labels) if (label.length < 1 || label.length > 63 || label.startsWith('-')) return -1;
  const top = labels[labels.length - 1] ?? '';
  if (top.length < 2 || top.length > 24 || /\d/.test(top)) return -1;
  return end;
}

/** E-mail addresses in `text`, pushed to `out`. */
export function emailsIn(text: string, out: Found[]): void {
  let from = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && at - start < LOCAL_MAX && isLocal(text, start - 1)) start--;
    // The local part neither starts nor ends with a dot.
    while (start < at && text.charAt(start) === '.') start++;
    if (start === at || text.charAt(at - 1) === '.') continue;
    if (!isAsciiAlnum(text.charCodeAt(start)) && !isWordAt(text, start)) continue;
    const end = domainEnd(text, at);
    if (end < 0) continue;
    out.push({ kind: 'email', start, end });
    from = end;
  }
}
