import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatedService } from '../src/sim/types';
import type { UpstreamEnvironment } from './config';
import type { KeyIdentity } from './key-budget/key-identity';
import type { KeyBudgets, Turn, TurnRequest } from './key-budget/key-budgets';
import type { ServerLog } from './log';
import type { ProxyReply } from './proxy-reply';
import type { EnvRoute } from './routes';
import type { Lead } from './team-history/single-flight';
import type { TeamServer } from './team-history/team-server';

export interface ProxyContext {
  environments: ReadonlyMap<string, UpstreamEnvironment>;
  demo: SimulatedService;
  log: ServerLog;
  upstreamTimeoutMs: number;
  maxBodyBytes: number;
  /** One budget per key for every client of this server (docs/environments.md#a-team-on-one-key). */
  budgets: KeyBudgets;
  identity: KeyIdentity;
  /** The time scale of the configured environments: 1 (the real service) but in tests. */
  upstreamTimeScale: number;
  /** The team's history (docs/architecture.md#the-teams-history); null when the server keeps no store. */
  team: TeamServer | null;
}

/** One `/env/...` call once it is known, received and (if it names a key) given its turn. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  ctx: ProxyContext;
  reply: ProxyReply;
  route: EnvRoute;
  /** The configured environment it goes to; none for the demo, which answers in-process. */
  upstream: UpstreamEnvironment | undefined;
  label: string;
  body: Buffer;
  paced: Omit<TurnRequest, 'signal'> | null;
  turn: Turn | null;
  /** When the demo judges the call, on its clock. */
  judgedAt: number;
  /** The first of identical calls asked at once: its 2xx answer goes to the others too. */
  lead: Lead | null;
}
