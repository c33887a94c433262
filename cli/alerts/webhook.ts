import { InputError } from '../input-error';

/** The variable that holds the webhook's address: it may carry a token, which a command line would show. */
export const WEBHOOK_VARIABLE = 'REPORTING_ALERT_WEBHOOK';

/** Attempts of one post, and the wait before the second (doubling after). */
const ATTEMPTS = 4;
const FIRST_WAIT_MS = 500;
const TIMEOUT_MS = 10_000;

/**
 * The webhook's address: the flag's, or with the flag alone the variable's. Refusals never repeat the
 * address, which may carry a token.
 */
export function webhookUrl(flag: string | true, env: Readonly<Record<string, string | undefined>>): URL {
  const text = flag === true ? env[WEBHOOK_VARIABLE] : flag;
  if (text === undefined || text === '')
    throw new InputError(
      `--alert-webhook without an address takes it from ${WEBHOOK_VARIABLE}, which is not set.`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError('The alert webhook is not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InputError('The alert webhook is not an http or https URL.');
  return url;
}

const codeOf = (e: unknown): string => {
  const cause = e instanceof Error ? e.cause : undefined;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return e instanceof Error ? e.name : 'error';
};

/**
 * Posts one JSON body, tried again with a doubling wait when it fails; null when it was received (a 2xx),
 * else why, in words that never hold the address.
 */
export async function postJson(url: URL, body: unknown, wait = FIRST_WAIT_MS): Promise<string | null> {
  let why = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, wait * 2 ** (attempt - 2)));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.ok) return null;
      why = `answered ${res.status}`;
    } catch (e) {
      why = `could not be reached (${codeOf(e)})`;
    }
  }
  return `${why}, ${ATTEMPTS} times`;
}
