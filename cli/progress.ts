import type { WaitEvent } from '../src/api/types';
import type { ServiceRange } from '../src/core/dates';

/** What the extractor tells as it goes. Never holds a secret. */
export type ProgressEvent =
  | { event: 'start'; report: string; tenant: string; windows: number; out: string }
  | { event: 'already-done'; rows: number }
  | { event: 'window'; window: ServiceRange; resumedAtPage: number }
  | {
      event: 'page';
      window: ServiceRange;
      page: number;
      totalPages: number;
      rows: number;
      rowsSoFar: number;
      file: string | null;
    }
  | { event: 'wait'; kind: WaitEvent['kind']; untilMs: number }
  | { event: 'quota-wait'; renewsAt: string }
  | {
      event: 'history';
      report: string;
      tenant: string;
      out: string;
      range: ServiceRange;
      /** Spans whose settled rows are kept as they are. */
      kept: ServiceRange[];
      /** Spans asked of the service, each one query (its pages). */
      toFetch: ServiceRange[];
    }
  | { event: 'finishing'; window: ServiceRange }
  /** A span read from the team's history on the app's server: no call to the service. */
  | { event: 'team'; window: ServiceRange; rows: number }
  | { event: 'committed'; window: ServiceRange; days: number; rows: number }
  | { event: 'note'; message: string }
  | { event: 'done'; rows: number; pages: number; calls: number }
  | { event: 'error'; kind: string; exitCode: number; message: string; renewsAt?: string };

export type Progress = (e: ProgressEvent) => void;

/** A wait of the client as a progress event (its countdown line, or the bar's). */
export const waitProgress =
  (progress: Progress) =>
  (w: WaitEvent): void =>
    progress({ event: 'wait', kind: w.kind, untilMs: 'until' in w ? w.until : Date.now() });

const seconds = (ms: number) => `${Math.max(0, Math.ceil(ms / 1000))} s`;
const WAIT_WORDS: Record<WaitEvent['kind'], string> = {
  throttle: 'next call allowed in',
  'rate-limited': 'the service answered 429 (rate limit): waiting',
  retry: 'the service failed: trying again in',
  'token-refresh': 'renewing the token',
  'shared-key': "others use the key at the app's server (--via): next page in",
};

const spanText = (w: ServiceRange) => `${w.startDate} .. ${w.endDate}`;

function historyLine(e: Extract<ProgressEvent, { event: 'history' }>): string {
  const kept = e.kept.length > 0 ? `kept ${e.kept.map(spanText).join(', ')}; ` : '';
  const asked = e.toFetch.length > 0 ? `fetching ${e.toFetch.map(spanText).join(', ')}` : 'nothing to fetch';
  return `${e.report} of tenant ${e.tenant}, ${spanText(e.range)} into ${e.out}: ${kept}${asked}`;
}

/** One line a person reads, or null for events only a bar shows. */
export function lineOf(e: ProgressEvent): string | null {
  switch (e.event) {
    case 'start':
      return `${e.report} of tenant ${e.tenant}: ${e.windows} window(s) into ${e.out}`;
    case 'already-done':
      return `Already complete (${e.rows} rows): no call made. Use --refresh to fetch again.`;
    case 'window':
      return `window ${e.window.startDate} .. ${e.window.endDate}${e.resumedAtPage > 0 ? `, resuming after page ${e.resumedAtPage}` : ''}`;
    case 'page':
      return `page ${e.page}/${e.totalPages}: ${e.rows} rows (${e.rowsSoFar} in this window)`;
    case 'wait':
      if (e.kind === 'throttle') return null;
      return e.kind === 'token-refresh'
        ? WAIT_WORDS[e.kind]
        : `${WAIT_WORDS[e.kind]} ${seconds(e.untilMs - Date.now())}`;
    case 'quota-wait':
      return `The 12-hour quota is spent: waiting for its renewal at ${e.renewsAt} (--wait-for-quota).`;
    case 'history':
      return historyLine(e);
    case 'finishing':
      return `finishing ${spanText(e.window)}, left unfinished by the last run`;
    case 'team':
      return `${spanText(e.window)}: ${e.rows} rows from the team's history on the app's server, no call`;
    case 'committed':
      return `${spanText(e.window)}: ${e.rows} rows, ${e.days} day partition(s) replaced`;
    case 'note':
      return e.message;
    case 'done':
      return `Done: ${e.rows} rows in ${e.pages} page(s), ${e.calls} call(s).`;
    case 'error':
      if (e.kind === 'quota-exhausted')
        return `${e.message} The quota renews at ${e.renewsAt ?? 'the end of its window'}: run the same command again then to resume.`;
      return e.kind === 'aborted' ? `Stopped. Run the same command again to resume.` : e.message;
  }
}

/** Machine-readable: one JSON object a line on standard output. */
export const jsonProgress: Progress = (e) => process.stdout.write(JSON.stringify(e) + '\n');

/** One line per event on standard error (a log, cron's mail). */
export const lineProgress: Progress = (e) => {
  const line = lineOf(e);
  if (line) process.stderr.write(line + '\n');
};
