import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { configuredEnvironments, variableReader } from '../src/api/configured-environments';
import { DEMO_ENV_NAME, type Environment } from '../src/api/environments';
import type { Credentials } from '../src/api/types';
import { localOffset } from '../src/core/dates';
import { DEFAULT_SETTLE_MS } from '../src/core/history';
import {
  createSimulatedService,
  DEMO_CREDENTIALS,
  DEMO_TENANT_OFFSET_MS,
  faultsSchema,
  simOptionsFromEnv,
} from '../src/sim';
import { InputError } from './input-error';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The service's time, as the history planner needs it (docs/architecture.md#scheduled-extraction): what
 * "now" is on its wall clock, and how late its rows may arrive.
 */
export interface ServiceClock {
  /** The instant now (epoch ms) as the service counts it. */
  now(): number;
  /** The service's UTC offset at an instant, until its rows tell (DIALOGS dates carry the offset). */
  offsetMs(at: number): number;
  /** How long after its date a row may still arrive. */
  settleMs: number;
}

export interface Target {
  environment: Environment;
  fetch: (request: Request) => Promise<Response>;
  /** The demo's published credentials, used when no REPORTING_* variable is set. */
  fallbackCredentials?: Credentials;
  clock: ServiceClock;
}

/**
 * The machine's clock in its own zone: the service's, until the rows say otherwise. How late a real
 * service's rows may arrive is undocumented: the core's margin (src/core/history/service-clock.ts).
 */
const machineClock: ServiceClock = {
  now: () => Date.now(),
  offsetMs: localOffset,
  settleMs: DEFAULT_SETTLE_MS,
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError('SIM_FAULTS is not JSON.');
  }
}

/**
 * The demo: the simulated service in this process, configured by the same SIM_* variables as the app's
 * server. Two more are for tests of the command itself: SIM_FAULTS (a JSON fault plan, as the server's
 * /__sim/faults takes) and SIM_CALL_LOG (a file each call is appended to as a JSON line, with this
 * process's pid; the call records hold no secret), so a test sees the calls of several processes.
 */
function demoTarget(env: Env): Target {
  const options = simOptionsFromEnv(env);
  const faults = env.SIM_FAULTS ? faultsSchema.safeParse(parseJson(env.SIM_FAULTS)) : null;
  if (faults && !faults.success)
    throw new InputError(`SIM_FAULTS is not valid: ${z.prettifyError(faults.error)}`);
  const sim = createSimulatedService({ ...options, ...(faults ? { faults: faults.data } : {}) });
  const log = env.SIM_CALL_LOG;
  const fetch = async (request: Request) => {
    const before = sim.calls().length;
    try {
      return await sim.fetch(request);
    } finally {
      if (log)
        for (const call of sim.calls().slice(before))
          appendFileSync(log, JSON.stringify({ ...call, pid: process.pid }) + '\n');
    }
  };
  const timeScale = sim.options.limits.timeScale;
  return {
    environment: {
      name: DEMO_ENV_NAME,
      label: 'Demo',
      mode: 'proxy',
      baseUrl: `/env/${DEMO_ENV_NAME}`,
      timeScale,
    },
    fetch,
    fallbackCredentials: { ...DEMO_CREDENTIALS },
    // The demo's own clock (SIM_NOW moves it) on its tenant's wall clock, and its own settle time.
    clock: { now: sim.now, offsetMs: () => DEMO_TENANT_OFFSET_MS, settleMs: sim.options.settleMs },
  };
}

/**
 * An environment by name, from the same variables as the app's server (REPORTING_TEST_URL,
 * REPORTING_PROD_URL, REPORTING_ENV_<NAME>_URL): the process calls the service directly, as a browser
 * whose CORS is open would.
 */
export function resolveTarget(name: string, env: Env): Target {
  if (name === DEMO_ENV_NAME) return demoTarget(env);
  const reader = variableReader(env);
  const environments = configuredEnvironments(env, reader);
  if (reader.issues.length > 0) {
    const lines = reader.issues.map((i) => `  ${i.variable} ${i.message}`);
    throw new InputError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const upstream = environments.find((e) => e.name === name);
  if (!upstream) {
    const known = [DEMO_ENV_NAME, ...environments.map((e) => e.name)].join(', ');
    throw new InputError(`Unknown environment "${name}": configured are ${known}.`);
  }
  return {
    environment: { name, label: upstream.label, mode: 'direct', baseUrl: upstream.baseUrl, timeScale: 1 },
    fetch: (request) => globalThis.fetch(request),
    clock: machineClock,
  };
}
