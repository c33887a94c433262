/** Fixed sizes of the grid: every row has one height (no measuring), the row-number gutter one width. */
export const ROW_HEIGHT = 28;
export const GUTTER_WIDTH = 72;
export const HEAD_ROW = 34;
export const FILTER_ROW = 32;
export const HEADER_HEIGHT = HEAD_ROW + FILTER_ROW;
