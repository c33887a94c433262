/**
 * The server's log: one line per proxied call, echoed to stdout and kept in memory (the last
 * `capacity` lines) so an end-to-end test can read them back through /__sim/log and check that no
 * secret was ever written. Callers pass only facts (env, operation, report id, status, ms), never
 * headers or bodies.
 */
export interface ServerLog {
  info(line: string): void;
  call(entry: CallEntry): void;
  lines(): readonly string[];
}

export interface CallEntry {
  env: string;
  operation: string;
  reportId?: string | null;
  status: number | 'dropped' | 'aborted';
  ms: number;
  /** A short reason for a refusal or a failure, written by the server (never upstream text). */
  note?: string;
}

export function createServerLog(
  options: { echo?: boolean; capacity?: number; now?: () => Date } = {},
): ServerLog {
  const { echo = true, capacity = 2000, now = () => new Date() } = options;
  const kept: string[] = [];
  const write = (line: string) => {
    kept.push(line);
    if (kept.length > capacity) kept.splice(0, kept.length - capacity);
    if (echo) console.info(line);
  };
  return {
    info: write,
    call: (e) => {
      const op = e.reportId ? `${e.operation} ${e.reportId}` : e.operation;
      const note = e.note ? ` (${e.note})` : '';
      write(`${now().toISOString()} ${e.env} ${op} ${e.status} ${Math.round(e.ms)}ms${note}`);
    },
    lines: () => [...kept],
  };
}
