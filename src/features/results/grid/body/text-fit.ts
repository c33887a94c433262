/** Width of one character (a grapheme cluster: what a person sees as one) in the current font, in CSS px. */
export type Advance = (char: string) => number;

/**
 * Width of every character ever asked for in one font, measured once each. Summing advances ignores
 * kerning and ligatures, which move a text by a pixel or two: enough to place an ellipsis, and the cell
 * is clipped anyway. Shaping the whole string (measureText) for every cell of every frame is the cost the
 * canvas body exists to avoid.
 */
export function advanceCache(measure: (char: string) => number): Advance {
  const widths = new Map<string, number>();
  return (char) => {
    let width = widths.get(char);
    if (width === undefined) {
      width = measure(char);
      widths.set(char, width);
    }
    return width;
  };
}

export interface FittedText {
  text: string;
  /** Its width by the advances (with the ellipsis, when one was added). */
  width: number;
}

const ELLIPSIS = '…';
/** Below this code unit nothing joins its neighbours (combining marks start at U+0300), except CR LF. */
const FIRST_JOINING = 0x300;
const CR = 13;
let graphemes: Intl.Segmenter | undefined;
// The last text segmented: a text with many joining characters is segmented once, not once per character.
let segmentedText = '';
let segmented: Intl.Segments | undefined;

/**
 * The end of the character that starts at `start` (a boundary). Plain text takes the fast path; only
 * around a code unit that may join (a combining mark, a ZWJ emoji sequence, a flag, CR LF) does
 * Intl.Segmenter decide, so an ordinary cell allocates nothing.
 */
function clusterEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const next = start + 1 < text.length ? text.charCodeAt(start + 1) : 0;
  if (code < FIRST_JOINING && code !== CR && next < FIRST_JOINING) return start + 1;
  if (!segmented || segmentedText !== text) {
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    segmented = graphemes.segment(text);
    segmentedText = text;
  }
  const segment = segmented.containing(start);
  return segment ? segment.index + segment.segment.length : start + 1;
}

/**
 * The text as CSS `text-overflow: ellipsis` shows it in `max` px: whole when it fits, else the longest
 * start that fits with '…' after it, never cut inside a character. Reads no further than the width
 * allows, so a 2,000-character text costs what its visible start costs.
 */
export function fitText(text: string, max: number, advance: Advance): FittedText {
  const ellipsis = advance(ELLIPSIS);
  let width = 0;
  // Where the text must be cut if it turns out not to fit, and the width up to there.
  let cut = 0;
  let cutWidth = 0;
  for (let start = 0; start < text.length;) {
    const end = clusterEnd(text, start);
    const advanced = advance(end === start + 1 ? (text[start] ?? '') : text.slice(start, end));
    if (width + advanced + ellipsis <= max) {
      cut = end;
      cutWidth = width + advanced;
    }
    width += advanced;
    if (width > max) return { text: text.slice(0, cut) + ELLIPSIS, width: cutWidth + ellipsis };
    start = end;
  }
  return { text, width };
}
