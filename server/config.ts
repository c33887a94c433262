import { z } from 'zod';
import {
  configuredEnvironments,
  variableReader,
  type UpstreamEnvironment,
  type VariableIssue,
} from '../src/api/configured-environments';

export type { UpstreamEnvironment };

export interface ServerConfig {
  host: string;
  port: number;
  /** /__sim/* routes for end-to-end tests (SIM_CONTROL=1). */
  simControl: boolean;
  /** Test, production and the extra named environments, in that order. The demo is always added. */
  environments: UpstreamEnvironment[];
}

export class ConfigError extends Error {
  readonly issues: readonly VariableIssue[];
  constructor(issues: VariableIssue[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable} ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'must be a port number (0 picks a free port)' })
  .transform(Number)
  .pipe(z.number().max(65_535, { error: 'must be at most 65535' }));
const hostSchema = z
  .string()
  .regex(/^[A-Za-z0-9.:[\]-]+$/, { error: 'must be a host name or an IP address' });
const flagSchema = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates the server's environment variables; throws a ConfigError naming each bad one. */
export function loadServerConfig(env: Env, defaults: { port: number }): ServerConfig {
  const reader = variableReader(env);
  const environments = configuredEnvironments(env, reader);
  const host = reader.read('HOST', hostSchema) ?? '127.0.0.1';
  const port = reader.read('PORT', portSchema) ?? defaults.port;
  const simControl = reader.read('SIM_CONTROL', flagSchema) ?? false;
  if (reader.issues.length > 0) throw new ConfigError(reader.issues);
  return { host, port, simControl, environments };
}
