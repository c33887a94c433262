import { isDigit, isWordAt } from './chars';

// Numbers as people type them: groups of digits joined by a space, a dot, a dash or parentheses
// ("+57 (300) 555-0101", "1.023.456.789", "4111 1111 1111 1111"). One pass finds every run of groups;
// phones, cards and identity numbers are then read off its groups, a bounded number of groups at a time.

export interface Group {
  /** Where the group's digits start and end. */
  readonly start: number;
  readonly end: number;
  /** The characters between the previous group and this one ('' for the first). */
  readonly sep: string;
}

export interface Run {
  readonly groups: readonly Group[];
  /** Where a leading "+", "(" or "(+" starts (the first group's start when none). */
  readonly lead: number;
  readonly plus: boolean;
  /** Joined to a word before it ("REF-300", "v1.2", "1+1"): no run that starts at its first group counts. */
  readonly gluedBefore: boolean;
  /** Joined to what follows its last group ("12345678Z", "567,89", "0101-XL"). */
  readonly gluedAfter: boolean;
}

const SEPARATORS = ' -.()\u00a0';
const isSep = (c: string) => c !== '' && SEPARATORS.includes(c);
/** Joins a number to the word before it: "REF-3005550101", "lote_300", "pedido#123", "a/300". */
const GLUE = '-_/#';

/** The stretch between two groups, if it is one (at most two separator characters, at most one bracket). */
function separatorAt(text: string, at: number): number {
  let k = at;
  while (k < text.length && k - at < 2 && isSep(text.charAt(k))) k++;
  if (k === at || !isDigit(text.charCodeAt(k))) return 0;
  const sep = text.slice(at, k);
  if (sep === '..' || sep === '--' || sep === '()' || sep === ')(') return 0;
  return k - at;
}

function leadOf(text: string, first: number): { lead: number; plus: boolean } {
  const a = text.charAt(first - 1);
  const b = text.charAt(first - 2);
  if (a === '+') return { lead: b === '(' ? first - 2 : first - 1, plus: true };
  if (a === '(') return { lead: b === '+' ? first - 2 : first - 1, plus: b === '+' };
  return { lead: first, plus: false };
}

function gluedBefore(text: string, lead: number): boolean {
  if (isWordAt(text, lead - 1)) return true;
  const c = text.charAt(lead - 1);
  if (c === '+' || c === ',' || c === '.') return isDigit(text.charCodeAt(lead - 2));
  return GLUE.includes(c) && c !== '' && isWordAt(text, lead - 2);
}

function gluedAfter(text: string, end: number): boolean {
  if (isWordAt(text, end)) return true;
  const c = text.charAt(end);
  if (c === '@') return true;
  if (c === ',' || c === '.' || c === ':') return isDigit(text.charCodeAt(end + 1));
  return c !== '' && GLUE.includes(c) && isWordAt(text, end + 1);
}

/** Calls `visit` with every run of digit groups in `text`, in order; linear in the text's length. */
export function forEachRun(text: string, visit: (run: Run) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const groups: Group[] = [];
    let start = i;
    let sep = '';
    for (;;) {
      let end = start;
      while (end < n && isDigit(text.charCodeAt(end))) end++;
      groups.push({ start, end, sep });
      const gap = separatorAt(text, end);
      i = end;
      if (gap === 0) break;
      sep = text.slice(end, end + gap);
      start = end + gap;
    }
    const first = groups[0]?.start ?? i;
    const { lead, plus } = leadOf(text, first);
    visit({
      groups,
      lead,
      plus,
      gluedBefore: gluedBefore(text, lead),
      gluedAfter: gluedAfter(text, groups[groups.length - 1]?.end ?? i),
    });
  }
}
