/**
 * Each match of a global regular expression in `text`, in order, as `text.matchAll(regex)` gives them.
 * `matchAll` builds a copy of the expression on every call (through its species constructor), and for the
 * finder's patterns, run over short windows hundreds of thousands of times in an export, the copy cost
 * several times the match itself (measured: docs/personal-data.md#how-fast). Here the expression is run
 * where it is, from the start of the text; `visit` must not run the same expression.
 */
export function forEachMatch(regex: RegExp, text: string, visit: (match: RegExpExecArray) => void): void {
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    // An empty match moves on by one character (one code point with the u flag), as matchAll does.
    if (m[0] === '') regex.lastIndex = nextIndex(text, regex.lastIndex, regex.unicode);
    visit(m);
  }
  regex.lastIndex = 0;
}

function nextIndex(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const c = text.charCodeAt(at);
  const d = text.charCodeAt(at + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? at + 2 : at + 1;
}
