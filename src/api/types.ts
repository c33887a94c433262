import type { ReportKey } from '../core/catalog/catalog';
import type { Row } from '../core/contract';
import type { ServiceRange } from '../core/dates';

/** What the user signs in with. Lives in memory only: never in storage, a URL or a log. */
export interface Credentials {
  accessToken: string;
  accessTokenSecret: string;
  tenant: string;
  /** Premium product only; the header is sent only when this is a non-empty string. */
  subscriptionKey?: string;
}

/** One query: a report, a range and its parameters. The paging cursor is not part of it. */
export interface ReportQuery extends ServiceRange {
  reportKey: ReportKey;
  /** Legacy family only (1-10000); ignored for the new family. */
  size?: number;
  /** Sent as `campaingId`, only for reports that take it. */
  campaignId?: string;
}

/** Envelope facts of one page, as the service gave them. */
export interface PageFacts {
  isValid: boolean;
  executionTime: number | null;
  idReport: string | null;
  nameVisualization: string | null;
  totalDocument: number | null;
  /** Pages still to come as the service declared them; null when it left the count out. */
  pageCount: number | null;
  requestCharge: number | null;
}

export interface Page {
  rows: Row[];
  facts: PageFacts;
  /** The cursor this page was asked with ("" for the first page). */
  cursorUsed: string;
  /** The cursor for the next page; null when there are no more pages. */
  lastDocument: string | null;
  /** Size of the response body in bytes. */
  bytes: number;
  /** When the service dated its answer (HTTP `Date`, whole seconds); null when it did not say. */
  serviceDateMs?: number | null;
  /** Nulls received where the service documents a non-null value (kept, not dropped). */
  unexpectedNulls: number;
  /** Rows that did not match their documented schema (kept as they came, not dropped). */
  invalidRows?: number;
}

export interface PageProgress extends Page {
  /** 1-based index of this page in the run. */
  index: number;
  /** First response's pageCount + 1 (pages of the whole run, including any before a resume). */
  totalPages: number;
  rowsSoFar: number;
  requestChargeSoFar: number;
  bytesSoFar: number;
}

/** Something the client is waiting for, so the UI can count down. */
export type WaitEvent =
  | { kind: 'throttle'; until: number }
  | { kind: 'rate-limited'; until: number; attempt: number }
  | { kind: 'retry'; until: number; attempt: number; reason: string }
  /** Behind the app's server: `clients` share the key (this one included), this client's next call goes `until`. */
  | { kind: 'shared-key'; clients: number; until: number }
  | { kind: 'token-refresh' };

/** Where a run stands, so it can resume from the next page after any stop. */
export interface ResumePoint {
  query: ReportQuery;
  /** The cursor of the next page to ask for. */
  cursor: string;
  /** Pages already done and the total, so progress continues where it was. */
  pagesDone: number;
  totalPages: number;
}

export interface Usage {
  windowStartedAt: number;
  renewsAt: number;
  calls: number;
  kilobytes: number;
  requestCharge: number;
  /** The key's calls of all its users in the window, as the app's server counted them; absent without one. */
  team?: TeamUsage;
}

export interface TeamUsage {
  calls: number;
  renewsAt: number;
}
