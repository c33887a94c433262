import { blockTop, rowWindow, type RowGeometry, type RowRecord } from '../../core/table';
import { readFaceStyle, type FaceStyle, type TextStyle } from './face-style';
import { formatCell } from './format-cell';
import type { BodyProps } from './row-painter';
import { advanceCache, fitText, type Advance } from './text-fit';

/** Below the baseline, where Chromium draws a 12-13 px font's underline. */
const UNDERLINE = 1;

export interface FaceView {
  scrollTop: number;
  scrollLeft: number;
  /** The grid's client size (no scrollbars). */
  width: number;
  height: number;
}

/**
 * The body's face: what the rows look like, drawn into one canvas that sticks under the header. On a
 * scroll frame only this is drawn; the DOM rows (the accessibility tree, clicks, tooltips, selection)
 * follow once scrolling rests (grid.tsx). Measured in the bench page, jumping to a random row every frame
 * over 250,000 DIALOGS rows, the two alternating in one page for 4 rounds of 300 frames: writing the DOM
 * rows took 15-33 ms of main-thread time a frame (median; laying out ~550 objects, 12 ms of it traced) and
 * 0.7-44 % of frames missed a vsync; drawing this canvas took 8-10 ms with 0.3-2.3 % missed, of which
 * 3.5-4 ms is the frame itself with nothing drawn.
 */
export function createFacePainter(
  canvas: HTMLCanvasElement,
  host: HTMLElement,
  g: RowGeometry,
  gutterWidth: number,
) {
  const ctx = canvas.getContext('2d', { alpha: false });
  const forced = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : undefined;
  if (!ctx) return null;
  canvas.style.top = `${g.headerHeight}px`;
  let style: FaceStyle | undefined;
  let styledFor: unknown;
  const advances = new Map<string, Advance>();
  let font = '';
  const setFont = (f: string) => {
    if (f !== font) ctx.font = font = f;
  };
  const advanceFor = (f: string) => {
    let a = advances.get(f);
    if (!a) {
      a = advanceCache((ch) => {
        setFont(f);
        return ctx.measureText(ch).width;
      });
      advances.set(f, a);
    }
    return a;
  };
  let cssWidth = -1;
  let cssHeight = -1;
  let ratio = 0;
  // The rows drawn this frame: position, top in the canvas and record, in three dense arrays.
  const positions: number[] = [];
  const tops: number[] = [];
  const records: (RowRecord | undefined)[] = [];

  const size = (width: number, height: number) => {
    const dpr = window.devicePixelRatio || 1;
    if (width === cssWidth && height === cssHeight && dpr === ratio) return;
    cssWidth = width;
    cssHeight = height;
    ratio = dpr;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    // In the flow under the header, taking no room: the rows below keep their places.
    canvas.style.marginBottom = `${-height}px`;
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    font = '';
  };

  // Where CSS puts the baseline in a line box of the row's height: the font's ascent and descent (rounded
  // as Blink rounds them) centred in it. Canvas's 'middle' baseline missed it by a pixel, up or down by font.
  const lineHeight = g.rowHeight - 1;
  const baselines = new Map<string, number>();
  const baselineOf = (f: string) => {
    let b = baselines.get(f);
    if (b === undefined) {
      const m = ctx.measureText('x');
      const ascent = Math.round(m.fontBoundingBoxAscent);
      const descent = Math.round(m.fontBoundingBoxDescent);
      b = Math.floor((lineHeight - ascent - descent) / 2) + ascent;
      baselines.set(f, b);
    }
    return b;
  };

  /** One cell's text in the box [x, x + width) of the row whose top is `top`. */
  const drawText = (t: TextStyle, text: string, x: number, width: number, top: number) => {
    setFont(t.font);
    const y = top + baselineOf(t.font);
    const room = width - 1 - t.padLeft - t.padRight;
    const fitted = fitText(text, room, advanceFor(t.font));
    const tx = t.align === 'right' ? x + width - 1 - t.padRight - fitted.width : x + t.padLeft;
    ctx.fillStyle = t.color;
    ctx.globalAlpha = t.alpha;
    ctx.fillText(fitted.text, tx, y);
    if (t.underline) ctx.fillRect(tx, y + UNDERLINE, fitted.width, 1);
    ctx.globalAlpha = 1;
  };

  return {
    /** Draws the rows in view; false when the face is off (forced colours): the DOM rows must show. */
    draw(p: BodyProps, v: FaceView): boolean {
      if (forced?.matches) {
        canvas.hidden = true;
        return false;
      }
      if (canvas.hidden) canvas.hidden = false;
      if (!style || styledFor !== p.laid) {
        style = readFaceStyle(host);
        styledFor = p.laid;
      }
      const s = style;
      const width = Math.max(0, Math.min(v.width, p.width));
      const height = Math.max(0, Math.min(v.height - g.headerHeight, p.count * g.rowHeight));
      size(width, height);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = s.rowBackground;
      ctx.fillRect(0, 0, width, height);
      if (height === 0) return true;
      ctx.textBaseline = 'alphabetic';
      const w = rowWindow(g, p.count, v.scrollTop, v.height);
      positions.length = 0;
      tops.length = 0;
      records.length = 0;
      for (const b of w.blocks) {
        for (let k = 0; k < g.block; k++) {
          const pos = b * g.block + k;
          const y = blockTop(g, w, v.scrollTop, b) + k * g.rowHeight - v.scrollTop - g.headerHeight;
          if (pos >= p.count || y >= height || y + g.rowHeight <= 0) continue;
          positions.push(pos);
          tops.push(y);
          records.push(p.rowAt(pos));
        }
      }
      // Stripes and row lines, across the gutter too.
      for (let i = 0; i < tops.length; i++) {
        const pos = positions[i] ?? 0;
        const y = tops[i] ?? 0;
        if (pos % 2 === 1) {
          ctx.fillStyle = s.oddBackground;
          ctx.fillRect(0, y, width, g.rowHeight);
        }
        ctx.fillStyle = s.rowBorder;
        ctx.fillRect(0, y + g.rowHeight - 1, width, 1);
      }
      for (const lc of p.laid) {
        const x = lc.cellStyle.left - v.scrollLeft;
        const cw = lc.cellStyle.width;
        if (x + cw <= gutterWidth || x >= width) continue;
        ctx.save();
        ctx.beginPath();
        ctx.rect(x, 0, cw - 1, height);
        ctx.clip();
        const { column } = lc;
        for (let i = 0; i < tops.length; i++) {
          const row = records[i];
          if (!row) continue;
          const value = row[column.key];
          const f = formatCell(column, value, row);
          const link = p.links && column.kind === 'conversation' && typeof value === 'string';
          drawText(s.text(lc.cellClass, link ? 'link' : f.tone), f.text, x, cw, tops[i] ?? 0);
        }
        ctx.restore();
        font = ''; // restore() brought back the font of save()
        ctx.fillStyle = s.cellBorder;
        ctx.fillRect(x + cw - 1, 0, 1, height);
      }
      // The gutter stays at the left edge, over the cells scrolled under it.
      for (let i = 0; i < tops.length; i++) {
        const pos = positions[i] ?? 0;
        const y = tops[i] ?? 0;
        ctx.fillStyle = pos % 2 === 1 ? s.oddBackground : s.rowBackground;
        ctx.fillRect(0, y, gutterWidth, g.rowHeight - 1);
        drawText(s.gutter, String(pos + 1), 0, gutterWidth, y);
      }
      ctx.fillStyle = s.cellBorder;
      ctx.fillRect(gutterWidth - 1, 0, 1, height);
      return true;
    },
  };
}

export type FacePainter = NonNullable<ReturnType<typeof createFacePainter>>;
