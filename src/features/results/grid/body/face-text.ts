import type { TextStyle } from './face-style';
import { advanceCache, fitText, type Advance } from './text-fit';

/** Below the baseline, where Chromium draws a 12-13 px font's underline. */
const UNDERLINE = 1;

/** A 2D context of the page's canvas or of an OffscreenCanvas (in the face's worker). */
export type FaceContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws cell text as CSS lays it out: the same baseline, padding, alignment and ellipsis. Keeps the
 * font last set (setting ctx.font parses it) and, by font, the baseline and the advance of each character.
 */
export function createFaceText(ctx: FaceContext, rowHeight: number) {
  let font = '';
  const setFont = (next: string) => {
    if (next !== font) ctx.font = font = next;
  };
  const advances = new Map<string, Advance>();
  const advanceFor = (of: string) => {
    let advance = advances.get(of);
    if (!advance) {
      advance = advanceCache((character) => {
        setFont(of);
        return ctx.measureText(character).width;
      });
      advances.set(of, advance);
    }
    return advance;
  };
  // Where CSS puts the baseline in a line box of the row's height: the font's ascent and descent (rounded
  // as Blink rounds them) centred in it. Canvas's 'middle' baseline missed it by a pixel, up or down by font.
  const lineHeight = rowHeight - 1;
  const baselines = new Map<string, number>();
  const baselineOf = (of: string) => {
    let baseline = baselines.get(of);
    if (baseline === undefined) {
      const metrics = ctx.measureText('x');
      const ascent = Math.round(metrics.fontBoundingBoxAscent);
      const descent = Math.round(metrics.fontBoundingBoxDescent);
      baseline = Math.floor((lineHeight - ascent - descent) / 2) + ascent;
      baselines.set(of, baseline);
    }
    return baseline;
  };

  return {
    /** The canvas forgot its font (resized, or restore() brought back the font of save()). */
    forgetFont() {
      font = '';
    },
    /** One cell's text in the box [x, x + width) of the row whose top is `top`. */
    draw(style: TextStyle, text: string, x: number, width: number, top: number) {
      setFont(style.font);
      const y = top + baselineOf(style.font);
      const room = width - 1 - style.padLeft - style.padRight;
      const fitted = fitText(text, room, advanceFor(style.font));
      const left =
        style.align === 'right' ? x + width - 1 - style.padRight - fitted.width : x + style.padLeft;
      ctx.fillStyle = style.color;
      ctx.globalAlpha = style.alpha;
      ctx.fillText(fitted.text, left, y);
      if (style.underline) ctx.fillRect(left, y + UNDERLINE, fitted.width, 1);
      ctx.globalAlpha = 1;
    },
  };
}

export type FaceText = ReturnType<typeof createFaceText>;
