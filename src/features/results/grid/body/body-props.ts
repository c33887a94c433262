import type { RowRecord } from '../../../../core/table';
import type { CellWords } from '../../cells/cell-words';
import type { ActiveCell } from '../grid-keys';
import type { LaidColumn } from '../../columns/use-column-model';

/** Everything but the scroll position that decides what the body shows. */
export interface BodyProps {
  count: number;
  rowAt: (pos: number) => RowRecord | undefined;
  laid: readonly LaidColumn[];
  /** Columns drawn: laid[first..last], the horizontal window. */
  first: number;
  last: number;
  width: number;
  active: ActiveCell;
  idPrefix: string;
  /** Conversation ids are links that open the inspector. */
  links: boolean;
  /** Copy button and tooltips, in the language shown: a new set rebuilds the cells. */
  words: CellWords;
}

/** Whether the rows' cells are built the same: same columns, window, width, links and ids. */
export const sameLayout = (a: BodyProps, b: BodyProps) =>
  a.laid === b.laid &&
  a.first === b.first &&
  a.last === b.last &&
  a.width === b.width &&
  a.links === b.links &&
  a.idPrefix === b.idPrefix &&
  a.words === b.words;

/** Whether the body shows the same thing: same layout, rows and active cell. */
export const sameBody = (a: BodyProps, b: BodyProps) =>
  sameLayout(a, b) &&
  a.count === b.count &&
  a.rowAt === b.rowAt &&
  a.active.pos === b.active.pos &&
  a.active.col === b.active.col;

/** The id of a drawn cell, for aria-activedescendant (col -1 is the row header). */
export const cellId = (prefix: string, pos: number, col: number) => `${prefix}-r${pos}-c${col}`;
