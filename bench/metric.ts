/** One line of bench-results.json. */
export interface Metric {
  metric: string;
  value: number;
  unit: string;
  target: number;
  better: 'lower' | 'higher';
  meets: boolean;
}

export function metric(
  name: string,
  value: number,
  unit: string,
  target: number,
  better: 'lower' | 'higher',
): Metric {
  const rounded = Math.round(value * 1000) / 1000;
  return {
    metric: name,
    value: rounded,
    unit,
    target,
    better,
    meets: better === 'lower' ? value <= target : value >= target,
  };
}

/** A bench file (bench/<name>.bench.ts) exports `run` by default; scripts/bench-all.mjs runs them all. */
export type Bench = () => Promise<Metric[]>;
