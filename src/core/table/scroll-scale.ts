/**
 * Browsers cap an element's height (about 16.7 M px in Firefox, 33.5 M px in Chromium): 1,000,000 rows of
 * 28 px would be 28 M px. Past the cap, the scroll space is scaled: the real scroll range maps linearly
 * onto the virtual one, so the scrollbar still spans every row and the rows drawn keep their real height.
 */
export const MAX_SCROLL_HEIGHT = 10_000_000;

export interface ScrollScale {
  /** Height of the content as laid out (never above the cap). */
  realHeight: number;
  /** Height of the content if every row had its real height. */
  virtualHeight: number;
  /** Virtual pixels per real pixel of scroll (1 when no scaling is needed). */
  ratio: number;
}

export function scrollScale(
  contentHeight: number,
  viewportHeight: number,
  cap = MAX_SCROLL_HEIGHT,
): ScrollScale {
  const virtualHeight = Math.max(0, contentHeight);
  const realHeight = Math.min(virtualHeight, cap);
  const virtualRange = Math.max(0, virtualHeight - viewportHeight);
  const realRange = Math.max(0, realHeight - viewportHeight);
  const ratio = realRange > 0 && virtualRange > realRange ? virtualRange / realRange : 1;
  return { realHeight, virtualHeight, ratio };
}

/** Real scrollTop to the virtual offset the rows are laid out against. */
export const toVirtual = (s: ScrollScale, realOffset: number) => realOffset * s.ratio;

/** Virtual offset (e.g. a row's start) to the real scrollTop that shows it. */
export const toReal = (s: ScrollScale, virtualOffset: number) => virtualOffset / s.ratio;

/**
 * Where a row is drawn in the real content: the viewport shows virtual [v, v + h) at real scrollTop r,
 * so a row starting at virtual y sits at real r + (y - v). With no scaling this is y itself.
 */
export const realTop = (s: ScrollScale, realOffset: number, virtualStart: number) =>
  s.ratio === 1 ? virtualStart : realOffset + (virtualStart - toVirtual(s, realOffset));
