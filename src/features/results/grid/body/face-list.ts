import type { TextStyle } from './face-style';

/** The face's colours that are not a text's: the rows' backgrounds and the lines between them. */
export interface FacePalette {
  rowBackground: string;
  oddBackground: string;
  rowBorder: string;
  cellBorder: string;
}

/**
 * One frame of the face as plain data: what the main thread hands to the painter (face-paint.ts), in
 * this thread or in the face's worker (face-worker.ts). Lengths and places are CSS px of the canvas.
 * Its arrays are refilled for each frame, never made anew.
 */
export interface FaceList {
  width: number;
  height: number;
  /** Device pixels per CSS px. */
  ratio: number;
  rowHeight: number;
  gutterWidth: number;
  /** The rows drawn: their positions (0-based) and tops in the canvas. */
  positions: number[];
  tops: number[];
  /** The columns in view, left to right: left edge in the canvas and width. */
  xs: number[];
  widths: number[];
  /**
   * Each cell's shown text, column by column (the cell of column c, row r at c * rows + r), as its index
   * in the texts handed over so far (`FaceTexts`): a text crosses to the worker once, not every frame.
   */
  cells: number[];
  /** Each cell's text style, an index in the styles handed with the list; -1 where the row is not loaded. */
  styles: number[];
}

/** The text styles a list's `styles` index: the gutter's first, then each cell style as first drawn. */
export const GUTTER_STYLE = 0;

export const emptyFaceList = (rowHeight: number, gutterWidth: number): FaceList => ({
  width: 0,
  height: 0,
  ratio: 1,
  rowHeight,
  gutterWidth,
  positions: [],
  tops: [],
  xs: [],
  widths: [],
  cells: [],
  styles: [],
});

/** What the painter needs besides the list: kept where it paints, sent again only when it changed. */
export interface FaceLook {
  palette: FacePalette;
  styles: readonly TextStyle[];
}

/** Every text a face's lists name, by index: kept where it paints, with only the new ones sent. */
export type FaceTexts = readonly string[];
