/** A key's calls in its quota window: the window starts with the first call and renews after `periodMs`. */
interface Tally {
  /** The environment the key belongs to, so that a reset of the demo can start its windows over. */
  env: string;
  startedAt: number;
  periodMs: number;
  calls: number;
}

export interface WindowCount {
  /** Calls of the key in its window, this one included. */
  calls: number;
  renewsInMs: number;
}

/**
 * The calls this server sent of each key in the service's 12-hour quota window, all its clients together
 * (docs/environments.md#a-team-on-one-key). The window starts at the first call the server sent of the key,
 * as the basic product's quota starts "on first use" (src/api/pace/usage.ts counts one client's so); a key
 * is forgotten once its window is over. Nothing but the key's hash and three numbers is held.
 */
export function createWindowCounts() {
  const tallies = new Map<string, Tally>();
  const live = (t: Tally | undefined, now: number) => (t && now < t.startedAt + t.periodMs ? t : null);
  return {
    /** One call of `key` sent at `now`: what the window holds once it is counted. */
    count(key: string, env: string, periodMs: number, now: number): WindowCount {
      for (const [k, t] of tallies) if (!live(t, now)) tallies.delete(k);
      const tally = live(tallies.get(key), now) ?? { env, startedAt: now, periodMs, calls: 0 };
      tally.calls++;
      tallies.set(key, tally);
      return { calls: tally.calls, renewsInMs: tally.startedAt + tally.periodMs - now };
    },
    /**
     * Every window of `env` ends now: the demo, reset, is a service whose quota windows all start over
     * (server/sim-control.ts), and a count that went on would no longer be the one the service keeps.
     */
    forget(env: string): void {
      for (const [k, t] of tallies) if (t.env === env) tallies.delete(k);
    },
    get keys() {
      return tallies.size;
    },
  };
}
