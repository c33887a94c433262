import type { RowGeometry } from '../../../../core/table';
import { cellText, cellTone, conversationOf } from '../../cells/cell-content';
import type { BodyProps } from './body-props';
import { createFaceCanvas, type FaceCanvas, type FaceState } from './face-canvas';
import { emptyFaceList, type FaceList, type FaceLook, type FaceTexts } from './face-list';
import { MAX_TEXTS, styleTable, textTable, type StyleTable, type TextTable } from './face-tables';
import { createRowLists, type FaceRows } from './face-rows';
import { readFaceStyle, type FaceStyle } from './face-style';

export interface FaceView {
  scrollTop: number;
  scrollLeft: number;
  /** The grid's client size (no scrollbars). */
  width: number;
  height: number;
}

/** What decides a frame besides its rows: a frame with these and the same rows draws what is shown. */
interface FaceKey {
  style: FaceStyle;
  body: BodyProps;
  scrollLeft: number;
  width: number;
  height: number;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether `next` would draw what the canvas shows (`shown`, whose rows were `shownRows`): the same rows
 * (the same records, at the same places) in the same columns, styles and size.
 */
function sameFrame(shown: FaceKey, next: FaceKey, shownRows: FaceRows, rows: FaceRows) {
  const a = shown.body;
  const b = next.body;
  return (
    shown.style === next.style &&
    shown.width === next.width &&
    shown.height === next.height &&
    shown.scrollLeft === next.scrollLeft &&
    a.laid === b.laid &&
    a.first === b.first &&
    a.last === b.last &&
    a.width === b.width &&
    a.links === b.links &&
    a.words === b.words &&
    sameList(shownRows.positions, rows.positions) &&
    sameList(shownRows.tops, rows.tops) &&
    sameList(shownRows.records, rows.records)
  );
}

/** Fills `list` with the cells of the columns in view: their shown texts and text styles. */
function listCells(
  list: FaceList,
  rows: FaceRows,
  body: BodyProps,
  style: FaceStyle,
  tables: { styles: StyleTable; texts: TextTable },
  scrollLeft: number,
) {
  list.xs.length = 0;
  list.widths.length = 0;
  list.cells.length = 0;
  list.styles.length = 0;
  for (const laidColumn of body.laid) {
    const x = laidColumn.cellStyle.left - scrollLeft;
    const cellWidth = laidColumn.cellStyle.width;
    if (x + cellWidth <= list.gutterWidth || x >= list.width) continue;
    list.xs.push(x);
    list.widths.push(cellWidth);
    const { column } = laidColumn;
    for (let i = 0; i < rows.tops.length; i++) {
      const row = rows.records[i];
      if (!row) {
        list.cells.push(-1);
        list.styles.push(-1);
        continue;
      }
      const value = row[column.key];
      const link = body.links && conversationOf(column, value) !== undefined;
      const tone = link ? 'link' : cellTone(column, value, row);
      list.cells.push(tables.texts.id(cellText(column, value)));
      list.styles.push(tables.styles.id(style.text(laidColumn.cellClass, tone)));
    }
  }
}

/** Who is told of each list a face hands over (the tests' recorder), by the face's canvas. */
type FaceWatch = (list: FaceList, look: FaceLook, texts: FaceTexts) => void;
const faces = new WeakMap<HTMLCanvasElement, { watch: (watch: FaceWatch) => void; shown: Promise<void> }>();

/** The face drawn in `canvas`: what it is asked to draw, and when it shows. For tests. */
export const faceIn = (canvas: HTMLCanvasElement) => faces.get(canvas);

/**
 * The body's face: what the rows look like, drawn into one canvas that sticks under the header. On a
 * scroll frame only this is drawn; the DOM rows (the accessibility tree, clicks, tooltips, selection)
 * follow once scrolling rests (body-scheduler.ts). Drawing it costs a fraction of writing the DOM rows and
 * misses far fewer frames (docs/measurements.md#why-measured). The main thread lists what a frame shows
 * (rows, places, shown texts, styles); the list is painted in the face's worker where the browser can
 * hand a canvas to one (face-canvas.ts), so the canvas's raster and commit leave the main thread too.
 */
export function createFace(
  canvas: HTMLCanvasElement,
  host: HTMLElement,
  geometry: RowGeometry,
  gutterWidth: number,
) {
  const painter: FaceCanvas | null = createFaceCanvas(canvas, geometry.rowHeight);
  const forced = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : undefined;
  if (!painter) return null;
  canvas.style.top = `${geometry.headerHeight}px`;
  const tables = { styles: styleTable(), texts: textTable() };
  const styleOf = createStyleCache(host, tables.styles);
  const size = createCanvasSize(canvas);
  const list = emptyFaceList(geometry.rowHeight, gutterWidth);
  const lists = createRowLists(geometry);
  let watch: FaceWatch | undefined;
  faces.set(canvas, { watch: (next) => (watch = next), shown: painter.shown });
  /** The last frame drawn: what the canvas shows. */
  let drawn: FaceKey | undefined;

  /** Hands the frame's list to the painter (and to a test's watch). */
  const paint = (frame: FaceKey, rows: FaceRows) => {
    list.width = frame.width;
    list.height = frame.height;
    list.ratio = size.ratio();
    list.positions = rows.positions;
    list.tops = rows.tops;
    tables.texts.trim(MAX_TEXTS);
    listCells(list, rows, frame.body, frame.style, tables, frame.scrollLeft);
    const look = tables.styles.takeChanged();
    watch?.(list, tables.styles.look, tables.texts.texts);
    painter.paint(list, look, tables.texts.texts, tables.texts.takeFrom());
  };

  return {
    /**
     * Draws the rows in view, and says whether the face shows them: 'shown'; 'pending' while its worker
     * has not painted its first frame (`shown` settles when it has); 'off' in forced colours and 'failed'
     * when the worker has no 2D context, where the DOM rows must show them.
     */
    draw(body: BodyProps, view: FaceView): FaceState | 'off' {
      if (forced?.matches) {
        canvas.hidden = true;
        return 'off';
      }
      if (canvas.hidden) canvas.hidden = false;
      const style = styleOf(body);
      const width = Math.max(0, Math.min(view.width, body.width));
      const height = Math.max(
        0,
        Math.min(view.height - geometry.headerHeight, body.count * geometry.rowHeight),
      );
      const resized = size(width, height);
      const frame: FaceKey = { style, body, scrollLeft: view.scrollLeft, width, height };
      lists.list(body, view.scrollTop, view.height, height);
      // Rows landing below the ones in view (a run arriving, a stored run read back) change nothing drawn.
      if (!resized && drawn && sameFrame(drawn, frame, lists.before(), lists.rows())) return painter.state();
      drawn = frame;
      paint(frame, lists.rows());
      return painter.state();
    },
    /** Settles once what is painted shows. */
    shown: painter.shown,
    /** The grid is gone (its canvas left the document): the worker lets its canvas go. */
    closeIfGone() {
      if (canvas.isConnected) return;
      faces.delete(canvas);
      painter.close();
    },
  };
}

/** The face's styles, read from the CSS once for each set of laid columns. */
function createStyleCache(host: HTMLElement, styles: StyleTable) {
  let style: FaceStyle | undefined;
  let styledFor: unknown;
  return (body: BodyProps) => {
    if (!style || styledFor !== body.laid) {
      style = readFaceStyle(host);
      styledFor = body.laid;
      styles.reset(style);
    }
    return style;
  };
}

/** Sizes the canvas's CSS box, and keeps the device's pixel ratio; true when either changed. */
function createCanvasSize(canvas: HTMLCanvasElement) {
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
    return true;
  };
  return Object.assign(size, { ratio: () => ratio });
}

export type Face = NonNullable<ReturnType<typeof createFace>>;
