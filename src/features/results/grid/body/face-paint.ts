import type { FaceList, FaceLook, FaceTexts } from './face-list';
import { GUTTER_STYLE } from './face-list';
import type { FaceContext, FaceText } from './face-text';

/** Stripes and row lines, across the gutter too. */
function paintRowLines(ctx: FaceContext, list: FaceList, look: FaceLook) {
  const { positions, tops, width, rowHeight } = list;
  for (let i = 0; i < tops.length; i++) {
    const top = tops[i] ?? 0;
    if ((positions[i] ?? 0) % 2 === 1) {
      ctx.fillStyle = look.palette.oddBackground;
      ctx.fillRect(0, top, width, rowHeight);
    }
    ctx.fillStyle = look.palette.rowBorder;
    ctx.fillRect(0, top + rowHeight - 1, width, 1);
  }
}

/** Each column in view, clipped to its box: its cells' text, then its right border. */
function paintCells(ctx: FaceContext, text: FaceText, list: FaceList, look: FaceLook, texts: FaceTexts) {
  const { tops, xs, widths, cells, styles, height } = list;
  const rows = tops.length;
  for (let c = 0; c < xs.length; c++) {
    const x = xs[c] ?? 0;
    const cellWidth = widths[c] ?? 0;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, 0, cellWidth - 1, height);
    ctx.clip();
    for (let r = 0; r < rows; r++) {
      const style = look.styles[styles[c * rows + r] ?? -1];
      if (!style) continue;
      text.draw(style, texts[cells[c * rows + r] ?? -1] ?? '', x, cellWidth, tops[r] ?? 0);
    }
    ctx.restore();
    text.forgetFont();
    ctx.fillStyle = look.palette.cellBorder;
    ctx.fillRect(x + cellWidth - 1, 0, 1, height);
  }
}

/** The gutter stays at the left edge, over the cells scrolled under it. */
function paintGutter(ctx: FaceContext, text: FaceText, list: FaceList, look: FaceLook) {
  const { positions, tops, gutterWidth, rowHeight, height } = list;
  const gutter = look.styles[GUTTER_STYLE];
  for (let i = 0; i < tops.length; i++) {
    const pos = positions[i] ?? 0;
    const top = tops[i] ?? 0;
    ctx.fillStyle = pos % 2 === 1 ? look.palette.oddBackground : look.palette.rowBackground;
    ctx.fillRect(0, top, gutterWidth, rowHeight - 1);
    if (gutter) text.draw(gutter, String(pos + 1), 0, gutterWidth, top);
  }
  ctx.fillStyle = look.palette.cellBorder;
  ctx.fillRect(gutterWidth - 1, 0, 1, height);
}

/**
 * Paints one frame of the face onto a canvas already sized to the list (device px = CSS px × ratio). The
 * same passes run on the page's canvas, on the face worker's OffscreenCanvas, and in the tests' recorder.
 */
export function paintFace(
  ctx: FaceContext,
  text: FaceText,
  list: FaceList,
  look: FaceLook,
  texts: FaceTexts,
) {
  ctx.setTransform(list.ratio, 0, 0, list.ratio, 0, 0);
  ctx.fillStyle = look.palette.rowBackground;
  ctx.fillRect(0, 0, list.width, list.height);
  if (list.height === 0) return;
  ctx.textBaseline = 'alphabetic';
  paintRowLines(ctx, list, look);
  paintCells(ctx, text, list, look, texts);
  paintGutter(ctx, text, list, look);
}

/** A canvas (the page's or an OffscreenCanvas) sized to the list; true when it was resized (its font is then forgotten). */
export function fitCanvas(canvas: { width: number; height: number }, list: FaceList) {
  const width = Math.max(1, Math.round(list.width * list.ratio));
  const height = Math.max(1, Math.round(list.height * list.ratio));
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}
