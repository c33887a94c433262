// A chaos run's scenario, drawn whole from its seed: the same seed, the same report, range, faults.
import type { Fault, FaultKind } from '../src/sim';
import { random } from '../src/testing/seeded-random';

/** Faults the sim answers in place of ExecuteReport (not extra-fields: its nulls change the values). */
const EXECUTE_KINDS = [
  'rate-limit',
  'rate-limit-message-only',
  'quota-calls',
  'quota-bandwidth',
  'unauthorized',
  'server-error-html',
  'bad-gateway',
  'malformed-json',
  'drop',
  'reset-mid-body',
  'repeat-page',
] as const satisfies readonly FaultKind[];
const TOKEN_KINDS = ['rate-limit', 'rate-limit-message-only'] as const satisfies readonly FaultKind[];

/** A fault, or something of the run itself that the sim's plan does not hold. */
export type Drawn =
  | { on: 'service'; fault: Fault }
  | {
      on: 'run';
      kind: 'page-count-missing' | 'clock-ahead' | 'clock-behind' | 'stop-and-resume' | 'two-at-once';
    };

export interface Scenario {
  seed: number;
  /**
   * Where the rows are kept: the client's pages in this process, the command line's folder, or the command
   * line's folder `--via` the team's server and the team's history it keeps (SIGKILLed and restarted).
   */
  store: 'client' | 'cli' | 'team';
  report: { key: 'dialogs' } | { key: 'show-dialogs'; size: number };
  /** The service's "now" when the run starts (epoch ms); the range ends there. */
  nowMs: number;
  days: number;
  /** The first days already held by an earlier clean run. */
  heldDays: number;
  pageSize: number;
  /** The command line's zone (the device's clock), so a range crosses its DST change. */
  zone: string;
  drawn: Drawn[];
}

const DAY = 86_400_000;
// US and EU DST ends on 2026-11-01 and 2026-10-25: a range ending in November crosses both.
const NOW_FROM = Date.UTC(2026, 10, 3, 7);
const ZONES: [string, ...string[]] = ['America/New_York', 'Europe/Madrid', 'America/Bogota', 'UTC'];

export function drawScenario(seed: number, store: Scenario['store']): Scenario {
  // Neighbouring seeds draw apart: mulberry32's first values follow its seed closely.
  const r = random(Math.imul(seed, 0x9e3779b1));
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly [T, ...T[]]): T => xs[int(0, xs.length - 1)] ?? xs[0];
  const days = pick([2, 7, 40, 91, 100]);
  const report: Scenario['report'] =
    store === 'client' && r() < 0.4 ? { key: 'show-dialogs', size: int(20, 200) } : { key: 'dialogs' };
  const drawn: Drawn[] = [];
  const faults = int(0, 5);
  for (let i = 0; i < faults; i++) {
    const token = r() < 0.15;
    const kind = token ? pick(TOKEN_KINDS) : pick(EXECUTE_KINDS);
    const fault: Fault = { kind, atCall: token ? int(1, 2) : int(1, 8) };
    if (token) fault.operation = 'CreateToken';
    if (kind === 'rate-limit' && r() < 0.5) fault.retryAfterSeconds = int(1, 8);
    if (kind === 'quota-calls' || kind === 'quota-bandwidth') fault.exhaustedForMs = int(1, 20) * 1000;
    drawn.push({ on: 'service', fault });
  }
  // The command line's clock is the demo's own: a device clock apart is the client's alone. Two commands
  // at once on one folder are the command line's; its stops are drawn more often, being a tenth of the runs.
  const clocks = store === 'client' ? (['clock-ahead', 'clock-behind'] as const) : [];
  for (const kind of ['page-count-missing', ...clocks] as const)
    if (r() < 0.25) drawn.push({ on: 'run', kind });
  if (store !== 'team' && r() < (store === 'cli' ? 0.6 : 0.25))
    drawn.push({ on: 'run', kind: 'stop-and-resume' });
  if (store === 'cli' && r() < 0.6) drawn.push({ on: 'run', kind: 'two-at-once' });
  return {
    seed,
    store,
    report,
    nowMs: NOW_FROM + int(0, 20) * DAY + int(0, 23) * 3_600_000 + int(0, 59) * 60_000,
    days,
    heldDays: r() < 0.5 ? int(0, days - 1) : 0,
    pageSize: pick([50, 100, 500]),
    zone: pick(ZONES),
    drawn,
  };
}

export const faultsOf = (s: Scenario): Fault[] =>
  s.drawn.flatMap((d) => (d.on === 'service' ? [d.fault] : []));
export const has = (s: Scenario, kind: Extract<Drawn, { on: 'run' }>['kind']) =>
  s.drawn.some((d) => d.on === 'run' && d.kind === kind);

/** A drawn thing's name in the closing counts: a fault's kind and where it hit. */
export const nameOf = (d: Drawn) =>
  d.on === 'run'
    ? d.kind
    : `${d.fault.kind}${d.fault.operation === 'CreateToken' ? ' (CreateToken)' : ''}${
        d.fault.kind === 'rate-limit' ? (d.fault.retryAfterSeconds ? ' named' : ' window') : ''
      }`;
