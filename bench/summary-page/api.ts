// What each summary bench page (ours: index.html, AG Grid's: ag-grid.html) offers the runner on
// window.bench, and what it shows, so the runner can check both summarize the same rows the same way.

/** The groups shown: per "channel|intent", the count of rows and the average confidence. */
export interface Figures {
  groups: Record<string, [number, number]>;
  /** Rows behind every group together. */
  rows: number;
}

/** The pivot shown: its values across and its grand total (rows). */
export interface PivotFigures {
  across: number;
  grand: number;
}

export interface SummaryBenchApi {
  /** Makes `total` rows (rows.ts); returns their JSON size. */
  prepare(total: number): number;
  /** The first `count` rows made loaded and ready to summarize; ms it took (for the log). */
  load(count: number): Promise<number>;
  /** From no grouping to the two-column grouping painted, ms. */
  group(): Promise<number>;
  /** From no grouping to the pivot painted, ms. */
  pivot(): Promise<number>;
  /** Back to the rows with no grouping, settled. */
  reset(): Promise<void>;
  /** Ready to filter as each grid is once idle (ours: search indexes; AG Grid: its quick-filter cache). */
  filterReady(): Promise<void>;
  /** Types `word` a character at a time into the filter of every column; ms per keystroke to the repaint. */
  type(word: string): Promise<number[]>;
  clear(): Promise<void>;
  figures(): Figures;
  pivotFigures(): PivotFigures;
  /** Garbage collected (the page runs with --expose-gc), then idle: the state before each measure. */
  calm(): Promise<void>;
  /** What the page noted since the last call (where the time went), for the log. */
  notes(): string[];
}
