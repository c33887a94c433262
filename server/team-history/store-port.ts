import type { Row } from '../../src/core/contract';
import type { HeldAnswer, HeldRowsPage, TeamHistoryId } from '../../src/core/team-history';

/** One history of the team in one environment. */
export interface TeamHistoryKey extends TeamHistoryId {
  environment: string;
}

/** A span of the service's wall clock in wall milliseconds, both ends inclusive (whole seconds). */
export interface WallSpan {
  startMs: number;
  endMs: number;
}

/**
 * A span being fetched through the server, page by page: staged as its pages arrive, kept only when its
 * last page has (`commit`); `abort` drops what was staged. Each step is safe to repeat.
 */
export interface SpanWriter {
  /** Page `index` (0-based) of the span's run: the rows as the service gave them, and their JSON's bytes. */
  put(index: number, rows: readonly Row[], bytes: number): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * What the server keeps of the team's history, on disk (docs/architecture.md#the-teams-history). The
 * server's routes and its capture of ExecuteReport answers use this port only; the warehouse implements it.
 */
export interface TeamStore {
  /** The segments held of one history that overlap `span`, and the offset its rows carry. */
  held(key: TeamHistoryKey, span: WallSpan): Promise<HeldAnswer>;
  /**
   * Page `page` of the rows of `span`, a part of the held segment fetched at `fetchedAtMs`; null when no
   * such segment is held any more (the caller answers 409).
   */
  readPage(
    key: TeamHistoryKey,
    span: WallSpan,
    fetchedAtMs: number,
    page: number,
  ): Promise<HeldRowsPage | null>;
  /** Starts keeping a span whose first page is being asked now (`askedAtMs`, the service's wall clock). */
  begin(key: TeamHistoryKey, span: WallSpan, askedAtMs: number): Promise<SpanWriter>;
}
