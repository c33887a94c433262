/**
 * How long the gateway asks to wait (docs/service.md#retry-after). The `Retry-After` header in seconds, possibly
 * fractional (the simulated service scales its windows), or an HTTP date; else the number in the message
 * "Try again in N seconds"; null when neither says.
 */
export function retryAfterMs(headers: Headers, message: string | undefined, now: number): number | null {
  const header = headers.get('Retry-After')?.trim();
  if (header) {
    if (/^\d+(\.\d+)?$/.test(header)) return Number(header) * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const inMessage = message?.match(/try again in (\d+(?:\.\d+)?) ?s(?:ec(?:ond)?s?)?\b/i);
  return inMessage?.[1] ? Number(inMessage[1]) * 1000 : null;
}

const TIME_SPAN = /(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?/;

/** A .NET TimeSpan `[d.]hh:mm:ss[.fffffff]` in milliseconds, found anywhere in `text`; null when absent. */
export function timeSpanMs(text: string | undefined): number | null {
  const m = text?.match(TIME_SPAN);
  if (!m) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0', fraction = ''] = m;
  const whole = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
  return Math.round((whole + (fraction ? Number(`0.${fraction}`) : 0)) * 1000);
}

/** When a 403 quota renews: Retry-After first, else the TimeSpan of the message. Epoch ms, or undefined. */
export function quotaRenewsAt(
  headers: Headers,
  message: string | undefined,
  now: number,
): number | undefined {
  const header = headers.get('Retry-After')?.trim();
  const wait = header ? retryAfterMs(headers, undefined, now) : timeSpanMs(message);
  return wait === null ? undefined : now + wait;
}
