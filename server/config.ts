import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  configuredEnvironments,
  variableReader,
  type UpstreamEnvironment,
  type VariableIssue,
} from '../src/api/configured-environments';
import { stateDirOf } from '../warehouse/state-dir';

export type { UpstreamEnvironment };

export interface ServerConfig {
  host: string;
  port: number;
  /** /__sim/* routes for end-to-end tests (SIM_CONTROL=1). */
  simControl: boolean;
  /** Test, production and the extra named environments, in that order. The demo is always added. */
  environments: UpstreamEnvironment[];
  /** Where and how much of the team's history the server keeps; null: none (TEAM_HISTORY=0). */
  teamHistory: TeamHistorySettings | null;
}

export interface TeamHistorySettings {
  /** TEAM_HISTORY_DIR, else `team-history` in the state folder the command line uses too. */
  dir: string;
  /** TEAM_HISTORY_DAYS: days kept of each history, oldest dropped first; null: all. */
  days: number | null;
  /** TEAM_HISTORY_MAX_MB, in bytes: the space it may take, oldest days dropped first; null: no limit. */
  maxBytes: number | null;
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

const daysSchema = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'must be a whole number of days' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'must be at least 1 day' }));
const megabytesSchema = z
  .string()
  .regex(/^\d{1,7}(\.\d+)?$/, { error: 'must be a number of megabytes' })
  .transform(Number)
  .pipe(z.number().positive({ error: 'must be more than 0' }));
const folderSchema = z.string().regex(/^[^\0]+$/, { error: 'must be a folder' });

type Env = Readonly<Record<string, string | undefined>>;

function teamHistoryOf(env: Env, reader: ReturnType<typeof variableReader>): TeamHistorySettings | null {
  const on = reader.read('TEAM_HISTORY', flagSchema) ?? true;
  const dir = reader.read('TEAM_HISTORY_DIR', folderSchema);
  const days = reader.read('TEAM_HISTORY_DAYS', daysSchema) ?? null;
  const megabytes = reader.read('TEAM_HISTORY_MAX_MB', megabytesSchema);
  if (!on) return null;
  return {
    dir: resolve(dir ?? join(stateDirOf(undefined, env), 'team-history')),
    days,
    maxBytes: megabytes === undefined ? null : Math.round(megabytes * 1024 * 1024),
  };
}

/** Reads and validates the server's environment variables; throws a ConfigError naming each bad one. */
export function loadServerConfig(env: Env, defaults: { port: number }): ServerConfig {
  const reader = variableReader(env);
  const environments = configuredEnvironments(env, reader);
  const host = reader.read('HOST', hostSchema) ?? '127.0.0.1';
  const port = reader.read('PORT', portSchema) ?? defaults.port;
  const simControl = reader.read('SIM_CONTROL', flagSchema) ?? false;
  const teamHistory = teamHistoryOf(env, reader);
  if (reader.issues.length > 0) throw new ConfigError(reader.issues);
  return { host, port, simControl, environments, teamHistory };
}
