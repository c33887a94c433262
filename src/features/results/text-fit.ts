/** Width of one character (a code point) in the current font, in CSS px. */
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
    let w = widths.get(char);
    if (w === undefined) {
      w = measure(char);
      widths.set(char, w);
    }
    return w;
  };
}

export interface FittedText {
  text: string;
  /** Its width by the advances (with the ellipsis, when one was added). */
  width: number;
}

const ELLIPSIS = '…';

/**
 * The text as CSS `text-overflow: ellipsis` shows it in `max` px: whole when it fits, else the longest
 * start that fits with '…' after it. Reads no further than the width allows, so a 2,000-character text
 * costs what its visible start costs.
 */
export function fitText(text: string, max: number, advance: Advance): FittedText {
  const ellipsis = advance(ELLIPSIS);
  let width = 0;
  // Where the text must be cut if it turns out not to fit, and the width up to there.
  let cut = 0;
  let cutWidth = 0;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    // A surrogate pair (an emoji, a rare CJK character) is one character of two code units.
    const size = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
    const w = advance(size === 1 ? (text[i] ?? '') : text.slice(i, i + 2));
    if (width + w + ellipsis <= max) {
      cut = i + size;
      cutWidth = width + w;
    }
    width += w;
    if (width > max) return { text: text.slice(0, cut) + ELLIPSIS, width: cutWidth + ellipsis };
    i += size;
  }
  return { text, width };
}
