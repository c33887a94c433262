import type { ColumnFilter } from './types';

/**
 * A figure's rows opened in the grid, from the Overview or the Summary alike: the grid's filters (and
 * search) that select exactly them, and what they are called on screen.
 */
export interface RowsDrill {
  filters: Readonly<Record<string, ColumnFilter>>;
  /** The grid's search with those filters; none when not given. */
  global?: string;
  label: string;
  /**
   * The grid's filters and search as they were, when the figure was computed from the rows the grid
   * showed (the Summary's): removing the drill puts them back, and so does going back, since the figure
   * is of those rows again. A figure of the whole run (the Overview's) has none: removing clears.
   */
  before?: { filters: Readonly<Record<string, ColumnFilter>>; global: string };
}
