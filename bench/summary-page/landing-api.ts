// What a summary bench page offers bench/summary-landing.bench.ts on window.landing: the two-column grouping
// shown while the run's rows arrive, and a page of rows landing into it.

/** A page's landing: to the painted frame, and the parts the page timed itself (for the log). */
export interface Landed {
  /** From the page's arrival (its rows parsed, in the page's hands) to the frame that paints its figures, ms. */
  painted: number;
  /** The rows made ready for the engine on the main thread (ours: encoded; an engine's: Arrow), ms. */
  encode: number;
  /** The figures painted as a table, ms. */
  paint: number;
}

export interface LandingBenchApi {
  /** The two-column grouping of the rows loaded, painted and kept shown while more rows land; ms to paint. */
  open(): Promise<number>;
  /**
   * Rows up to `to` land into the grouping shown; resolves at the frame that paints its new figures. The
   * page marks 'landing' and 'landed' (performance.mark) around it, for a trace of the main thread.
   */
  land(to: number): Promise<Landed>;
  /** The grouping shown closed (the run is over): the next summary is of every row from the first. */
  close(): Promise<void>;
}
