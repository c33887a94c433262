import type { BudgetClock } from '../key-budget/key-budgets';
import type { ServerLog } from '../log';
import { createTeamAccess, type TeamAccess } from './access';
import { createTeamCapture, type TeamCapture } from './capture';
import { createSingleFlight, type SingleFlight } from './single-flight';
import type { TeamStore } from './store-port';
import { createTurns, type Turns } from './turns';

/**
 * How long a CreateToken answer proves its token to the server on a real service: the demo's token
 * lifetime, an hour (docs/service.md#token-lifetime). After it the next CreateToken proves the key again,
 * which the app sends anyway when its token expires.
 */
export const UPSTREAM_PROOF_MS = 3_600_000;
/** A run that asks no page for this long (on the service's time scale) is dropped: it was left half-way. */
export const IDLE_RUN_MS = 10 * 60_000;
/**
 * The least of it in real time, whatever the scale: a browser's own work between two pages (checking,
 * storing, drawing them) does not speed up with a sped-up demo: scaled alone, the limit was shorter than a
 * loaded machine's pauses between pages, and runs were dropped after their first page
 * (docs/measurements.md#the-teams-history).
 */
export const IDLE_RUN_FLOOR_MS = 60_000;

/**
 * Held pages shared between readers: devices that open the same days together ask the same pages within
 * seconds of each other, and each page read back is two day files decoded, coded and compressed. A few
 * dozen compressed pages' worth (as many as held uncompressed in three times the room), so that the sharing
 * costs less memory than the readers' own copies would.
 */
export const HELD_PAGES_SHARED = { forMs: 30_000, maxBytes: 8 * 1024 * 1024 };

/**
 * Held pages read at once, at most: each is day files decoded into a coded page. On the two cores of a
 * small server, more at once are not read sooner, only held in memory together.
 */
export const HELD_READS_AT_ONCE = 2;

/** The team's history in the server: its store, who may read it, what passes through and is kept. */
export interface TeamServer {
  store: TeamStore;
  access: TeamAccess;
  capture: TeamCapture;
  flights: SingleFlight;
  /** Pages of held rows asked by several readers at once, read and written out once (team-routes.ts). */
  pages: SingleFlight;
  /** Held pages' reads, HELD_READS_AT_ONCE at a time. */
  reads: Turns;
}

export interface TeamServerOptions {
  store: TeamStore;
  log: ServerLog;
  /** The server's clock and timers (the real clock but in tests). */
  clock: BudgetClock;
  /** The time scale of an environment's windows: 1 but for a demo (or a test's upstream) sped up. */
  timeScaleOf: (env: string) => number;
  /** How long an environment's tokens live, when it says (the demo); else UPSTREAM_PROOF_MS, scaled. */
  tokenLifetimeOf: (env: string) => number | null;
  /** The clock an environment's tokens live by, when it has its own (the demo's); else the server's. */
  tokenNowOf: (env: string) => number | null;
}

export function createTeamServer(options: TeamServerOptions): TeamServer {
  const { store, log, clock, timeScaleOf, tokenLifetimeOf, tokenNowOf } = options;
  const setTimer = (fire: () => void, ms: number) => clock.setTimer(fire, ms);
  return {
    store,
    access: createTeamAccess({
      now: (env) => tokenNowOf(env) ?? clock.now(),
      proofMs: (env) => tokenLifetimeOf(env) ?? UPSTREAM_PROOF_MS * timeScaleOf(env),
    }),
    capture: createTeamCapture({
      store,
      log,
      setTimer,
      idleMs: (env) => Math.max(IDLE_RUN_MS * timeScaleOf(env), IDLE_RUN_FLOOR_MS),
    }),
    flights: createSingleFlight(setTimer),
    pages: createSingleFlight(setTimer, HELD_PAGES_SHARED),
    reads: createTurns(HELD_READS_AT_ONCE),
  };
}
