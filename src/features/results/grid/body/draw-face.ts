import { rowWindow, type RowGeometry, type RowRecord } from '../../../../core/table';
import { cellText, cellTone, conversationOf } from '../../cells/cell-content';
import type { BodyProps } from './body-props';
import { readFaceStyle, type FaceStyle } from './face-style';
import { createFaceText, type FaceText } from './face-text';
import { walkRows, type RowVisit } from './walk-rows';

export interface FaceView {
  scrollTop: number;
  scrollLeft: number;
  /** The grid's client size (no scrollbars). */
  width: number;
  height: number;
}

/** The rows drawn this frame: position, top in the canvas and record, in three dense arrays. */
interface FaceRows {
  positions: number[];
  tops: number[];
  records: (RowRecord | undefined)[];
}

/** Everything one frame's passes read: the one argument of each. */
interface FaceFrame {
  ctx: CanvasRenderingContext2D;
  style: FaceStyle;
  text: FaceText;
  body: BodyProps;
  view: FaceView;
  geometry: RowGeometry;
  gutterWidth: number;
  /** The canvas's size in CSS px. */
  width: number;
  height: number;
  rows: FaceRows;
}

/** Stripes and row lines, across the gutter too. */
function drawRowLines({ ctx, style, geometry, width, rows }: FaceFrame) {
  for (let i = 0; i < rows.tops.length; i++) {
    const pos = rows.positions[i] ?? 0;
    const top = rows.tops[i] ?? 0;
    if (pos % 2 === 1) {
      ctx.fillStyle = style.oddBackground;
      ctx.fillRect(0, top, width, geometry.rowHeight);
    }
    ctx.fillStyle = style.rowBorder;
    ctx.fillRect(0, top + geometry.rowHeight - 1, width, 1);
  }
}

/** Each column in view, clipped to its box: its cells' text, then its right border. */
function drawCells({ ctx, style, text, body, view, gutterWidth, width, height, rows }: FaceFrame) {
  for (const laidColumn of body.laid) {
    const x = laidColumn.cellStyle.left - view.scrollLeft;
    const cellWidth = laidColumn.cellStyle.width;
    if (x + cellWidth <= gutterWidth || x >= width) continue;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, 0, cellWidth - 1, height);
    ctx.clip();
    const { column } = laidColumn;
    for (let i = 0; i < rows.tops.length; i++) {
      const row = rows.records[i];
      if (!row) continue;
      const value = row[column.key];
      const link = body.links && conversationOf(column, value) !== undefined;
      const tone = link ? 'link' : cellTone(column, value, row);
      const top = rows.tops[i] ?? 0;
      text.draw({
        style: style.text(laidColumn.cellClass, tone),
        text: cellText(column, value),
        x,
        width: cellWidth,
        top,
      });
    }
    ctx.restore();
    text.forgetFont();
    ctx.fillStyle = style.cellBorder;
    ctx.fillRect(x + cellWidth - 1, 0, 1, height);
  }
}

/** The gutter stays at the left edge, over the cells scrolled under it. */
function drawGutter({ ctx, style, text, geometry, gutterWidth, height, rows }: FaceFrame) {
  for (let i = 0; i < rows.tops.length; i++) {
    const pos = rows.positions[i] ?? 0;
    const top = rows.tops[i] ?? 0;
    ctx.fillStyle = pos % 2 === 1 ? style.oddBackground : style.rowBackground;
    ctx.fillRect(0, top, gutterWidth, geometry.rowHeight - 1);
    text.draw({ style: style.gutter, text: String(pos + 1), x: 0, width: gutterWidth, top });
  }
  ctx.fillStyle = style.cellBorder;
  ctx.fillRect(gutterWidth - 1, 0, 1, height);
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether `next` would draw what the canvas shows (`shown`, whose rows were `shownRows`): the same rows
 * (the same records, at the same places) in the same columns, styles and size.
 */
function sameFrame(shown: FaceFrame, next: FaceFrame, shownRows: FaceRows) {
  const a = shown.body;
  const b = next.body;
  return (
    shown.style === next.style &&
    shown.width === next.width &&
    shown.height === next.height &&
    shown.view.scrollLeft === next.view.scrollLeft &&
    a.laid === b.laid &&
    a.first === b.first &&
    a.last === b.last &&
    a.width === b.width &&
    a.links === b.links &&
    a.words === b.words &&
    sameList(shownRows.positions, next.rows.positions) &&
    sameList(shownRows.tops, next.rows.tops) &&
    sameList(shownRows.records, next.rows.records)
  );
}

/**
 * The body's face: what the rows look like, drawn into one canvas that sticks under the header. On a
 * scroll frame only this is drawn; the DOM rows (the accessibility tree, clicks, tooltips, selection)
 * follow once scrolling rests (body-scheduler.ts). Drawing it costs a fraction of writing the DOM rows and
 * misses far fewer frames (docs/architecture.md#why-measured).
 */
export function createFace(
  canvas: HTMLCanvasElement,
  host: HTMLElement,
  geometry: RowGeometry,
  gutterWidth: number,
) {
  const ctx = canvas.getContext('2d', { alpha: false });
  const forced = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : undefined;
  if (!ctx) return null;
  canvas.style.top = `${geometry.headerHeight}px`;
  const text = createFaceText(ctx, geometry.rowHeight);
  let style: FaceStyle | undefined;
  let styledFor: unknown;
  const size = createCanvasSize(canvas, text);
  // The rows of this draw and of the last one, swapped at each draw (so a draw allocates no arrays).
  let rows: FaceRows = { positions: [], tops: [], records: [] };
  let spare: FaceRows = { positions: [], tops: [], records: [] };
  // The frame being drawn, read by the visitor (made once, so a walk allocates no closure).
  let frame: FaceFrame | undefined;
  /** The last frame drawn: what the canvas shows. */
  let drawn: FaceFrame | undefined;
  const collect: RowVisit = (pos, _slot, _place, contentTop) => {
    if (!frame) return;
    const top = contentTop - frame.view.scrollTop - geometry.headerHeight;
    if (pos >= frame.body.count || top >= frame.height || top + geometry.rowHeight <= 0) return;
    rows.positions.push(pos);
    rows.tops.push(top);
    rows.records.push(frame.body.rowAt(pos));
  };

  return {
    /** Draws the rows in view; false when the face is off (forced colours): the DOM rows must show. */
    draw(body: BodyProps, view: FaceView): boolean {
      if (forced?.matches) {
        canvas.hidden = true;
        return false;
      }
      if (canvas.hidden) canvas.hidden = false;
      if (!style || styledFor !== body.laid) {
        style = readFaceStyle(host);
        styledFor = body.laid;
      }
      const width = Math.max(0, Math.min(view.width, body.width));
      const height = Math.max(
        0,
        Math.min(view.height - geometry.headerHeight, body.count * geometry.rowHeight),
      );
      const resized = size(width, height);
      const before = rows;
      rows = spare;
      spare = before;
      rows.positions.length = 0;
      rows.tops.length = 0;
      rows.records.length = 0;
      frame = { ctx, style, text, body, view, geometry, gutterWidth, width, height, rows };
      walkRows(
        geometry,
        rowWindow(geometry, body.count, view.scrollTop, view.height),
        view.scrollTop,
        collect,
      );
      // Rows landing below the ones in view (a run arriving, a stored run read back) change nothing drawn.
      if (!resized && drawn && sameFrame(drawn, frame, before)) {
        frame = undefined;
        return true;
      }
      drawn = frame;
      ctx.setTransform(size.ratio(), 0, 0, size.ratio(), 0, 0);
      ctx.fillStyle = style.rowBackground;
      ctx.fillRect(0, 0, width, height);
      if (height === 0) {
        frame = undefined;
        return true;
      }
      ctx.textBaseline = 'alphabetic';
      drawRowLines(frame);
      drawCells(frame);
      drawGutter(frame);
      frame = undefined;
      return true;
    },
  };
}

/** Sizes the canvas to its CSS box at the device's pixel ratio, only when either changed. */
function createCanvasSize(canvas: HTMLCanvasElement, text: FaceText) {
  let cssWidth = -1;
  let cssHeight = -1;
  let ratio = 0;
  const size = (width: number, height: number) => {
    const dpr = window.devicePixelRatio || 1;
    if (width === cssWidth && height === cssHeight && dpr === ratio) return false;
    cssWidth = width;
    cssHeight = height;
    ratio = dpr;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    // In the flow under the header, taking no room: the rows below keep their places.
    canvas.style.marginBottom = `${-height}px`;
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    text.forgetFont();
    return true;
  };
  return Object.assign(size, { ratio: () => ratio });
}

export type Face = NonNullable<ReturnType<typeof createFace>>;
