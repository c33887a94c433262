/** The same figure measured on a peer (another grid, same rows, same script), printed beside ours. */
export interface Peer {
  name: string;
  value: number;
  /** When set, ours meets only if it is also at most maxRatio × the peer's value. */
  maxRatio?: number;
}

/** One line of bench-results.json. */
export interface Metric {
  metric: string;
  value: number;
  unit: string;
  target: number;
  better: 'lower' | 'higher';
  meets: boolean;
  peer?: Peer;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function metric(
  name: string,
  value: number,
  unit: string,
  target: number,
  better: 'lower' | 'higher',
  peer?: Peer,
): Metric {
  const meetsTarget = better === 'lower' ? value <= target : value >= target;
  const meetsPeer =
    peer?.maxRatio === undefined ||
    (better === 'lower' ? value <= peer.maxRatio * peer.value : value >= peer.maxRatio * peer.value);
  return {
    metric: name,
    value: round(value),
    unit,
    target,
    better,
    meets: meetsTarget && meetsPeer,
    ...(peer ? { peer: { ...peer, value: round(peer.value) } } : {}),
  };
}

/** A bench file (bench/<name>.bench.ts) exports `run` by default; scripts/bench-all.mjs runs them all. */
export type Bench = () => Promise<Metric[]>;
