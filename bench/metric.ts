import { cpuThrottle } from './cpu-throttle';
import type { Place, Reference } from './reference';

/** The same figure measured on a peer (another grid, same rows, same script) in the same run. */
export interface Peer {
  name: string;
  value: number;
  /** Min and max over the rounds, where the figure is a median of rounds. */
  range?: [number, number];
  /** When set, the target is maxRatio × the peer's value (the absolute target is printed beside). */
  maxRatio?: number;
}

export interface MetricOptions {
  peer?: Peer;
  /** Where the figure was measured (default Node): its target is a multiple of that place's reference. */
  place?: Place;
  /** A bound that does not move with the machine (a size, a share); frames and long tasks are always so. */
  fixed?: boolean;
  /** A way tried and rejected, printed as a comparison beside the chosen one: never counted as a miss. */
  comparison?: boolean;
  /** Min and max over the rounds, where the value is a median of rounds. */
  range?: [number, number];
  /**
   * A scroll's p95 frame or its share of late frames (in %). On a throttled machine (BENCH_CPU_THROTTLE) no
   * page scrolls at one frame, so there each is held to PROBE_RATIO times the plain list's figure of the
   * same run (bench/scroll-floor.ts); unthrottled, the p95 keeps its target and the late share is printed.
   */
  scroll?: ScrollFigure;
  /**
   * A longest task's thread time (trace CPU), given with its wall time as the value. On a throttled
   * machine the figure judged is this, and the wall time is printed beside it: the throttle stretches a
   * task's wall time by its rate, which is no longer what the task costs.
   */
  cpu?: number;
}

/** The plain list's figure a scroll figure is held to on a throttled machine (MetricOptions.scroll). */
export type ScrollFigure = 'p95' | 'late';

/** At most this many times the plain list's p95 frame and share of late frames, on a throttled machine. */
export const PROBE_RATIO = 1.25;

/**
 * On a throttled machine every longest task is held to this much CPU, whatever its target unthrottled
 * (16 ms for a page landing, 100 for the export): the slow machine's one bound for a task.
 */
export const THROTTLED_TASK_CPU = 50;

/**
 * How a figure's target is set in a run:
 * - `peer`: a ratio to the peer's figure of the same run;
 * - `reference`: a multiple of the machine's reference in the place it was measured (bench/reference.ts);
 * - `fixed`: what a user feels whatever the machine (one frame, a 50 ms task) or no time at all;
 * - `probe`: on a throttled machine, PROBE_RATIO times the plain list's scroll figure of the same run;
 * - `comparison`: printed, never judged.
 */
export type Rule = 'peer' | 'reference' | 'fixed' | 'probe' | 'comparison';

/** One figure as a bench returns it, its target as it was set on the baseline machine. */
export interface Measured {
  metric: string;
  value: number;
  unit: string;
  /** The absolute target, as set on the machine of BASELINE. */
  target: number;
  better: 'lower' | 'higher';
  rule: Rule;
  place?: Place;
  peer?: Peer;
  range?: [number, number];
  /** The plain list's figure a `probe` target is a multiple of. */
  scroll?: ScrollFigure;
  /** A longest task judged by its CPU (MetricOptions.cpu): its wall time, printed beside. */
  wall?: number;
}

/** One line of bench-results.json: the figure judged against this run's reference or peer. */
export interface Metric extends Measured {
  /** The absolute target (Measured.target); `target` is this run's. */
  targetAbsolute: number;
  reference?: { place: Place; ms: number; baseline: number; multiple: number };
  /** value / target for `lower` (target / value for `higher`): at most 1 meets. */
  ratio: number;
  /** value / the peer's value. */
  peerRatio?: number;
  /** For a scroll figure, the plain list's of this run: a `probe` target is maxRatio times its value. */
  probe?: { value: number; maxRatio: number };
  meets: boolean;
  /** False for a comparison: it is never a miss. */
  counted: boolean;
}

/**
 * The reference (bench/reference.ts) on the machine the absolute targets were set on: the project's 2-core
 * machine, quiet (load average under 2) and unthrottled, the median of 5 measures taken one after another
 * on 2026-11-27 (Node 7.3-7.6 ms, page 9.1-10.2, worker 9.0-9.5). Taken under a load average of 12-21 the
 * same day, the figures read 11.0-20.8, 9.1-15.4 and 12.4-26.1: a baseline is taken on a quiet machine. A
 * target measured in place P is `target / BASELINE[P]` references, and so `target × reference[P] /
 * BASELINE[P]` on a run's machine.
 */
export const BASELINE: Record<Place, number> = { node: 7.3, page: 9.5, worker: 9.2 };

/** Time figures whose target is a bound a user feels, the same on any machine. */
const FELT = /longest|frame|task/i;

const round = (value: number) => Math.round(value * 1000) / 1000;

export function metric(
  name: string,
  value: number,
  unit: string,
  target: number,
  better: 'lower' | 'higher',
  options: MetricOptions = {},
): Measured {
  const { peer, place, fixed, comparison, range, scroll, cpu } = options;
  // A time, or a rate of work (rows/s): what a faster machine does faster.
  const timed = unit === 'ms' || unit === 's' || unit.endsWith('/s');
  const throttled = cpuThrottle() > 1;
  const rule: Rule = comparison
    ? 'comparison'
    : scroll && throttled
      ? 'probe'
      : scroll === 'late'
        ? 'comparison'
        : peer?.maxRatio !== undefined
          ? 'peer'
          : fixed || !timed || FELT.test(name)
            ? 'fixed'
            : 'reference';
  const byCpu = throttled && cpu !== undefined;
  return {
    metric: name,
    value: round(byCpu ? cpu : value),
    ...(byCpu ? { wall: round(value) } : {}),
    ...(scroll ? { scroll } : {}),
    unit,
    target: byCpu ? THROTTLED_TASK_CPU : target,
    better,
    rule,
    ...(rule === 'reference' ? { place: place ?? 'node' } : place ? { place } : {}),
    ...(peer
      ? {
          peer: {
            ...peer,
            value: round(peer.value),
            ...(peer.range ? { range: [round(peer.range[0]), round(peer.range[1])] } : {}),
          },
        }
      : {}),
    ...(range ? { range: [round(range[0]), round(range[1])] } : {}),
  };
}

/** A scroll loop's two figures: its p95 frame (vsync-snapped, ms) and its share of late frames (0-1). */
export interface ScrollFrames {
  snapped: number;
  late: number;
}

/**
 * A scroll's two figures: its p95 frame (held to `target` ms) and its share of late frames (printed); on a
 * throttled machine both against the plain list's of the same run.
 */
export const scrollFigures = (prefix: string, what: string, f: ScrollFrames, target: number): Measured[] => [
  metric(`${prefix}: p95 frame, ${what} (vsync-snapped)`, f.snapped, 'ms', target, 'lower', {
    scroll: 'p95',
  }),
  metric(`${prefix}: late frames, ${what}`, f.late * 100, '%', 0, 'lower', { scroll: 'late' }),
];

/** This run's target of a figure, and whether it meets it. */
export function judge(m: Measured, reference: Reference): Metric {
  const lower = m.better === 'lower';
  let target = m.target;
  let ref: Metric['reference'];
  let probe: number | undefined;
  if (m.scroll) probe = m.scroll === 'p95' ? reference.scroll.p95 : round(reference.scroll.late * 100);
  if (m.rule === 'peer' && m.peer?.maxRatio !== undefined) target = m.peer.maxRatio * m.peer.value;
  else if (m.rule === 'probe' && probe !== undefined) target = PROBE_RATIO * probe;
  else if (m.rule === 'reference' && m.place) {
    const scale = reference[m.place] / BASELINE[m.place];
    target = lower ? m.target * scale : m.target / scale;
    ref = {
      place: m.place,
      ms: round(reference[m.place]),
      baseline: BASELINE[m.place],
      multiple: round(lower ? m.target / BASELINE[m.place] : m.target * BASELINE[m.place]),
    };
  }
  const ratio = lower ? m.value / target : target / m.value;
  const peerRatio = m.peer && m.peer.value !== 0 ? m.value / m.peer.value : undefined;
  return {
    ...m,
    target: round(target),
    targetAbsolute: m.target,
    ...(ref ? { reference: ref } : {}),
    ...(probe !== undefined ? { probe: { value: probe, maxRatio: PROBE_RATIO } } : {}),
    ratio: round(ratio),
    ...(peerRatio !== undefined && Number.isFinite(peerRatio) ? { peerRatio: round(peerRatio) } : {}),
    meets: m.rule !== 'comparison' && (lower ? m.value <= target : m.value >= target),
    counted: m.rule !== 'comparison',
  };
}

/** A bench file (bench/<name>.bench.ts) exports `run` by default; scripts/bench-all.mjs runs them all. */
export type Bench = () => Promise<Measured[]>;
