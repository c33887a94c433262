/** What a handler answers; the service turns it into a web `Response` (or a dropped connection). */
export type Answer =
  | {
      kind: 'response';
      status: number;
      body: string;
      headers: Record<string, string>;
      rows: number;
      /** The connection resets after this many characters of the body (a `reset-mid-body` fault). */
      cutAfter?: number;
    }
  | { kind: 'drop' };

const JSON_TYPE = 'application/json; charset=utf-8';

export const jsonAnswer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  rows = 0,
): Answer => ({
  kind: 'response',
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': JSON_TYPE, ...headers },
  rows,
});

/** The gateway's own error body (docs/service.md#errors). */
export const gatewayAnswer = (status: number, message: string, headers: Record<string, string> = {}) =>
  jsonAnswer(status, { statusCode: status, message }, headers);

export const emptyAnswer = (status: number): Answer => ({
  kind: 'response',
  status,
  body: '',
  headers: {},
  rows: 0,
});

export const rawAnswer = (status: number, body: string, contentType: string): Answer => ({
  kind: 'response',
  status,
  body,
  headers: { 'content-type': contentType },
  rows: 0,
});

export const notFound = () => gatewayAnswer(404, 'Resource not found');

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;

/**
 * One rule for every wait the sim announces. At the real scale (timeScale >= 1) Retry-After is whole
 * seconds rounded up, as the gateway sends it. Under timeScale < 1 it is the SCALED wait in seconds,
 * rounded up to the millisecond and possibly fractional ("0.04"): whole seconds would be far too coarse,
 * so the client must parse fractional seconds. The 429 message carries the same figure.
 */
export function retryAfterSeconds(waitMs: number, timeScale: number): string {
  if (timeScale >= 1) return String(Math.max(1, Math.ceil(waitMs / 1000)));
  return String(Math.max(1, Math.ceil(waitMs)) / 1000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A .NET TimeSpan `[d.]hh:mm:ss` of the wait, rounded up to the second (the quota message's format). */
export function timeSpan(waitMs: number): string {
  const total = Math.max(0, Math.ceil(waitMs / 1000));
  const days = Math.floor(total / 86_400);
  const hms = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days}.${hms}` : hms;
}

export const rateLimitMessage = (seconds: string) =>
  `Rate limit is exceeded. Try again in ${seconds} seconds.`;

export const quotaMessage = (kind: 'calls' | 'bandwidth', waitMs: number) =>
  `${kind === 'calls' ? 'Out of call volume quota.' : 'Out of bandwidth quota.'} Quota will be replenished in ${timeSpan(waitMs)}.`;

export const UNAUTHORIZED_MESSAGE = 'Unauthorized. Access token is missing or invalid.';
export const INVALID_KEY_MESSAGE =
  'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.';
