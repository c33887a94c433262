import { z } from 'zod';
import { SERVICE_PATH } from './environments';

/**
 * The real services a deployment names in its environment variables (REPORTING_TEST_URL,
 * REPORTING_PROD_URL, REPORTING_ENV_<NAME>_URL with _LABEL and _MODE): read here once for the app's server,
 * which proxies to them, and for the command line, which calls them directly. Pure: it takes the variables
 * as a record, so it runs in Node and in tests alike.
 */

/** A real service the app can reach: through the proxy at /env/<name>, or directly by the browser. */
export interface UpstreamEnvironment {
  name: string;
  label: string;
  mode: 'proxy' | 'direct';
  /** The configured base URL, no trailing slash: `${baseUrl}/api/ServiceReporting/...` is the service. */
  baseUrl: string;
  origin: string;
}

/** A variable that could not be read, and why (never its value: it may hold a pasted secret). */
export interface VariableIssue {
  variable: string;
  message: string;
}

export type VariableReader = <T>(variable: string, schema: z.ZodType<T, string>) => T | undefined;

/**
 * Reads variables through `schema`s, gathering every bad one instead of stopping at the first. An empty
 * value counts as unset (docker-compose and .env files often write VAR=).
 */
export function variableReader(env: Readonly<Record<string, string | undefined>>) {
  const issues: VariableIssue[] = [];
  const get = (variable: string) => (env[variable] === '' ? undefined : env[variable]);
  const read: VariableReader = (variable, schema) => {
    const value = get(variable);
    if (value === undefined) return undefined;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push({ variable, message: parsed.error.issues[0]?.message ?? 'is invalid' });
    return undefined;
  };
  return { get, read, issues };
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
const EXTRA_RE = /^REPORTING_ENV_([A-Z0-9_]+)_(URL|LABEL|MODE)$/;
const RESERVED = new Set(['demo', 'test', 'prod']);

const titleCase = (NAME: string) =>
  NAME.split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');

/** Test, production and the extra named environments, in that order; bad variables go to `reader.issues`. */
export function configuredEnvironments(
  env: Readonly<Record<string, string | undefined>>,
  reader: ReturnType<typeof variableReader> = variableReader(env),
): UpstreamEnvironment[] {
  const { get, read, issues } = reader;
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
  return environments;
}
