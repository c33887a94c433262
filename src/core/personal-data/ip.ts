import { forEachMatch } from './matches';
import { isDigit, isWordAt } from './chars';
import type { Found } from './kinds';

// IP addresses. IPv4: four numbers 0-255 without leading zeros, not inside a longer dotted number (a
// version "v1.2.3.4" or a date is not one). IPv6: eight groups of hex, or fewer around one "::".
const IPV4 =
  /(?<![\p{L}\p{N}.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?!\.?\d|[\p{L}])/gu;
const IPV4_WHOLE = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

const isHex = (code: number) => isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 102);
/** The longest IPv6 written out with an IPv4 tail: 45 characters. */
const MAX_V6 = 45;

function isIpv6(candidate: string): boolean {
  const halves = candidate.split('::');
  if (halves.length > 2) return false;
  let groups = 0;
  for (const half of halves) {
    if (half === '') continue;
    const parts = half.split(':');
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p] ?? '';
      if (part.includes('.')) {
        if (p !== parts.length - 1 || half !== halves[halves.length - 1] || !IPV4_WHOLE.test(part))
          return false;
        groups += 2;
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) groups++;
      else return false;
    }
  }
  return halves.length === 2 ? groups >= 1 && groups <= 7 && candidate.length > 3 : groups === 8;
}

/** IP addresses in `text`, pushed to `out`. */
export function ipsIn(text: string, out: Found[]): void {
  if (text.includes('.'))
    forEachMatch(IPV4, text, (m) => out.push({ kind: 'ip', start: m.index, end: m.index + m[0].length }));
  if (text.includes(':')) ipv6In(text, out);
}

/** IPv6: each stretch of hex digits, colons and dots is read once. */
function ipv6In(text: string, out: Found[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (!(isHex(code) || code === 58)) {
      i++;
      continue;
    }
    let j = i;
    let colons = 0;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 58) colons++;
      else if (!(isHex(c) || c === 46)) break;
      j++;
    }
    let start = i;
    let end = j;
    while (end > start && text.charCodeAt(end - 1) === 46) end--;
    // After a word ("IPv6:2001:db8::1"), the address starts after its first colon.
    if (isWordAt(text, start - 1)) {
      let colon = start;
      while (colon < end && text.charCodeAt(colon) !== 58) colon++;
      start = colon < end && text.charAt(colon + 1) !== ':' ? colon + 1 : end;
    } else if (text.charAt(start) === ':' && text.charAt(start + 1) !== ':') start++;
    if (
      colons >= 2 &&
      end - start <= MAX_V6 &&
      end > start &&
      !isWordAt(text, j) &&
      isIpv6(text.slice(start, end))
    )
      out.push({ kind: 'ip', start, end });
    i = j;
  }
}
