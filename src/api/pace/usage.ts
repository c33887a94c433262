import type { TeamUsage, Usage } from '../types';

interface Tally {
  windowStartedAt: number;
  calls: number;
  bytes: number;
  requestCharge: number;
}

/**
 * This client's own count per key in the quota window (12 hours, scaled). The window starts with the
 * key's first call, as the basic product's quota activates "on first use", and restarts once it ends.
 */
export function createUsageBook(periodMs: number, now: () => number) {
  const tallies = new Map<string, Tally>();
  /** What the app's server last said of the key's calls, all its users together. */
  const teams = new Map<string, TeamUsage>();
  const current = (key: string): Tally => {
    const t = now();
    const tally = tallies.get(key);
    if (tally && t < tally.windowStartedAt + periodMs) return tally;
    const fresh = { windowStartedAt: t, calls: 0, bytes: 0, requestCharge: 0 };
    tallies.set(key, fresh);
    return fresh;
  };
  return {
    /** One call made (whatever its answer) and the bytes of its body received. */
    recordCall(key: string, bytes: number): void {
      const tally = current(key);
      tally.calls++;
      tally.bytes += bytes;
    },
    /** The app's server's count of the key's calls in its window (docs/environments.md#a-team-on-one-key). */
    recordTeam(key: string, team: TeamUsage): void {
      teams.set(key, team);
    },
    recordCharge(key: string, requestCharge: number): void {
      current(key).requestCharge += requestCharge;
    },
    usageOf(key: string | null): Usage {
      const tally = key === null ? null : tallies.get(key);
      const live = tally && now() < tally.windowStartedAt + periodMs ? tally : null;
      const windowStartedAt = live?.windowStartedAt ?? now();
      const team = key === null ? undefined : teams.get(key);
      return {
        ...(team && now() < team.renewsAt && { team }),
        windowStartedAt,
        renewsAt: windowStartedAt + periodMs,
        calls: live?.calls ?? 0,
        kilobytes: (live?.bytes ?? 0) / 1024,
        requestCharge: live?.requestCharge ?? 0,
      };
    },
  };
}
export type UsageBook = ReturnType<typeof createUsageBook>;
