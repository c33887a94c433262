import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimulatedService, simOptionsFromEnv } from '../src/sim/index';
import type { SimulatedService } from '../src/sim/types';
import { loadServerConfig, type ServerConfig } from './config';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo environment: the simulated service configured from SIM_* (throws naming a bad variable). */
export function createDemoService(env: Readonly<Record<string, string | undefined>>): SimulatedService {
  return createSimulatedService(simOptionsFromEnv(env));
}

/**
 * Validates every variable of the server and of the demo before anything starts; on a bad one prints
 * what is wrong, naming each variable, and exits.
 */
export function configOrExit(env: NodeJS.ProcessEnv, defaultPort: number): ServerConfig {
  const problems: string[] = [];
  let config: ServerConfig | null = null;
  try {
    simOptionsFromEnv(env);
  } catch (e) {
    problems.push(e instanceof Error ? e.message : String(e));
  }
  try {
    config = loadServerConfig(env, { port: defaultPort });
  } catch (e) {
    problems.push(e instanceof Error ? e.message : String(e));
  }
  if (config && problems.length === 0) return config;
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

/** Closes the server on Ctrl-C or a stop signal, so the port is released at once. */
export function closeOnSignals(close: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void close().finally(() => process.exit(0));
    });
}

/** Awaits the start of a server; a port in use or a bad host ends the process with one line. */
export async function listenOrExit<T>(start: Promise<T>, host: string, port: number): Promise<T> {
  try {
    return await start;
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? String(e.code) : String(e);
    console.error(`Cannot listen on ${host}:${port} (${code}). Set HOST or PORT (PORT=0 picks a free port).`);
    process.exit(1);
  }
}
