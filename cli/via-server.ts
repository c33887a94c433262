import { appConfigSchema, DEMO_ENV_NAME } from '../src/api/environments';
import { KEY_QUEUE_HEADERS, withRequestHeader } from '../src/api/call/key-queue';
import { DEMO_TENANT_OFFSET_MS } from '../src/sim';
import { localOffset } from '../src/core/dates';
import { settleMsOf } from '../src/core/history';
import { resolveTarget, type ServiceClock, type Target } from './environment';
import { InputError } from './input-error';

/** The app's server (`npm run serve`) as given to --via: http(s), a host, no user or password in it. */
export function viaUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError('--via takes the URL of the app’s server, e.g. http://reports.example.com:4173/.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InputError('--via takes an http:// or https:// URL.');
  // Said without the URL: whatever is in it is a secret now, and this line may reach a log.
  if (url.username || url.password)
    throw new InputError(
      '--via refuses a user or password in the URL: a command line is no place for a secret.',
    );
  if (url.search || url.hash) throw new InputError('--via takes the server’s address only, without ? or #.');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * An environment reached through the app's server (docs/environments.md#a-team-on-one-key): the server
 * paces the key for everyone who uses it, and every call says it is background work, so an analyst's page
 * goes before the next page of this extraction. The environment (its scale, the demo's published
 * credentials and settle time) is what the server's /app-config.json says; the secrets stay in the
 * variables they are read from.
 */
async function viaServerTarget(name: string, raw: string): Promise<Target> {
  const base = viaUrl(raw);
  let json: unknown;
  try {
    const answer = await fetch(new URL('app-config.json', base));
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    json = await answer.json();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new InputError(`The app's server at ${base.origin} did not give its configuration (${why}).`);
  }
  const config = appConfigSchema.safeParse(json);
  if (!config.success) throw new InputError(`${base.origin} does not answer as the app's server does.`);
  const found = config.data.environments.find((e) => e.name === name);
  if (!found) {
    const known = config.data.environments.map((e) => e.name).join(', ');
    throw new InputError(`The app's server has no environment "${name}": it serves ${known}.`);
  }
  if (found.mode === 'direct')
    throw new InputError(
      `The app's server leaves the ${found.label} environment to the browsers (direct mode): its calls do not pass it.`,
    );
  const background = withRequestHeader(
    (request) => globalThis.fetch(request),
    KEY_QUEUE_HEADERS.priority,
    'background',
  );
  const isDemo = name === DEMO_ENV_NAME;
  const clock: ServiceClock = {
    now: () => Date.now(),
    // The demo's tenant keeps its own zone; a real service's is the machine's until its rows tell.
    offsetMs: (at) => (isDemo ? DEMO_TENANT_OFFSET_MS : localOffset(at)),
    settleMs: settleMsOf(found.settleMinutes),
  };
  return {
    environment: { ...found, baseUrl: new URL(found.baseUrl.replace(/^\//, ''), base).href },
    fetch: background,
    ...(found.demoCredentials && { fallbackCredentials: { ...found.demoCredentials } }),
    clock,
  };
}

/** The environment `name`: through the app's server with `via`, else called directly (or the demo in-process). */
export const targetOf = (name: string, env: Readonly<Record<string, string | undefined>>, via?: string) =>
  via === undefined ? Promise.resolve(resolveTarget(name, env)) : viaServerTarget(name, via);
