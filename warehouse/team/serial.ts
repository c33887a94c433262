interface Lane {
  /** The last exclusive turn: everything after it waits for it. */
  exclusive: Promise<unknown>;
  /** Shared turns since then: the next exclusive turn waits for them too. */
  shared: Set<Promise<unknown>>;
  /** Turns not settled yet: the lane is forgotten at none. */
  pending: number;
}

/**
 * Turns per name (a history's folder): a commit rewrites day files and the state that a read of the same
 * history relies on, so a commit waits for the reads before it and runs alone (`exclusive`); reads share
 * (`shared`), so five analysts reading one history do not queue behind each other. Other histories go on.
 */
export function createSerial() {
  const lanes = new Map<string, Lane>();
  const laneOf = (name: string): Lane => {
    const lane = lanes.get(name) ?? { exclusive: Promise.resolve(), shared: new Set(), pending: 0 };
    lanes.set(name, lane);
    lane.pending++;
    return lane;
  };
  const settled = (name: string, lane: Lane, done: Promise<unknown>) =>
    void done.then(() => {
      lane.shared.delete(done);
      if (--lane.pending === 0 && lanes.get(name) === lane) lanes.delete(name);
    });
  return {
    shared<T>(name: string, work: () => Promise<T>): Promise<T> {
      const lane = laneOf(name);
      const run = lane.exclusive.then(work);
      const done = run.catch(() => undefined);
      lane.shared.add(done);
      settled(name, lane, done);
      return run;
    },
    exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
      const lane = laneOf(name);
      const run = Promise.all([lane.exclusive, ...lane.shared]).then(work);
      const done = run.catch(() => undefined);
      lane.exclusive = done;
      lane.shared.clear();
      settled(name, lane, done);
      return run;
    },
  };
}
export type Serial = ReturnType<typeof createSerial>;
