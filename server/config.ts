import { z } from 'zod';
import { SERVICE_PATH } from '../src/api/environments';

/** A real service the app can reach: through the proxy at /env/<name>, or directly by the browser. */
export interface UpstreamEnvironment {
  name: string;
  label: string;
  mode: 'proxy' | 'direct';
  /** The configured base URL, no trailing slash: `${baseUrl}/api/ServiceReporting/...` is the service. */
  baseUrl: string;
  origin: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** /__sim/* routes for end-to-end tests (SIM_CONTROL=1). */
  simControl: boolean;
  /** Test, production and the extra named environments, in that order. The demo is always added. */
  environments: UpstreamEnvironment[];
}

export class ConfigError extends Error {
  readonly issues: readonly { variable: string; message: string }[];
  constructor(issues: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable} ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

// Messages never repeat a URL's value: it could hold credentials someone pasted by mistake.
const baseUrlSchema = z.string().transform((value, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (/[\s?#\\]/.test(value))
    return fail('must be a plain base URL: no spaces, query (?), fragment (#) or backslash');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('is not an absolute URL (include the scheme, e.g. https://host/path)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('must use the https or http scheme');
  if (url.username || url.password) return fail('must not contain credentials (user:password@)');
  const path = url.pathname.replace(/\/+$/, '');
  if (path.toLowerCase().endsWith(SERVICE_PATH.toLowerCase()))
    return fail(`must be the base URL, without ${SERVICE_PATH} (the app adds it)`);
  return { baseUrl: `${url.origin}${path}`, origin: url.origin };
});

const modeSchema = z.enum(['proxy', 'direct'], { error: 'must be proxy or direct' });
const labelSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(60, { error: 'is too long' });
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

const EXTRA_RE = /^REPORTING_ENV_([A-Z0-9_]+)_(URL|LABEL|MODE)$/;
const RESERVED = new Set(['demo', 'test', 'prod']);

const titleCase = (NAME: string) =>
  NAME.split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates the server's environment variables; throws a ConfigError naming each bad one. */
export function loadServerConfig(env: Env, defaults: { port: number }): ServerConfig {
  const issues: { variable: string; message: string }[] = [];
  // An empty value counts as unset (docker-compose and .env files often write VAR=).
  const get = (variable: string) => (env[variable] === '' ? undefined : env[variable]);
  function read<T>(variable: string, schema: z.ZodType<T, string>): T | undefined {
    const value = get(variable);
    if (value === undefined) return undefined;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push({ variable, message: parsed.error.issues[0]?.message ?? 'is invalid' });
    return undefined;
  }

  const environments: UpstreamEnvironment[] = [];
  function addEnvironment(name: string, label: string, prefix: string) {
    const urlVar = `${prefix}_URL`;
    const url = read(urlVar, baseUrlSchema);
    const mode = read(`${prefix}_MODE`, modeSchema) ?? 'proxy';
    const customLabel = read(`${prefix}_LABEL`, labelSchema);
    if (get(urlVar) === undefined) {
      for (const suffix of ['_MODE', '_LABEL'])
        if (get(prefix + suffix) !== undefined)
          issues.push({ variable: prefix + suffix, message: `is set but ${urlVar} is not` });
      return;
    }
    if (url) environments.push({ name, label: customLabel ?? label, mode, ...url });
  }

  addEnvironment('test', 'Test', 'REPORTING_TEST');
  addEnvironment('prod', 'Production', 'REPORTING_PROD');

  const extraNames = new Set<string>();
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith('REPORTING_ENV_') || get(variable) === undefined) continue;
    const match = EXTRA_RE.exec(variable);
    if (!match?.[1]) {
      issues.push({ variable, message: 'is not understood: use REPORTING_ENV_<NAME>_URL, _LABEL or _MODE' });
      continue;
    }
    extraNames.add(match[1]);
  }
  for (const NAME of extraNames) {
    const name = NAME.toLowerCase().replace(/_/g, '-');
    const variable = `REPORTING_ENV_${NAME}_URL`;
    if (RESERVED.has(name)) issues.push({ variable, message: `uses the reserved name "${name}"` });
    else if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(name))
      issues.push({
        variable,
        message: 'has a name that is not 1-32 letters, digits or _ starting with a letter or digit',
      });
    else addEnvironment(name, titleCase(NAME), `REPORTING_ENV_${NAME}`);
  }

  const host = read('HOST', hostSchema) ?? '127.0.0.1';
  const port = read('PORT', portSchema) ?? defaults.port;
  const simControl = read('SIM_CONTROL', flagSchema) ?? false;
  if (issues.length > 0) throw new ConfigError(issues);
  return { host, port, simControl, environments };
}
