import { ServiceError } from '../errors';
import { bodyStart, type Answer } from './http';
import { quotaRenewsAt, retryAfterMs } from './retry-after';
import { envelopeSchema, gatewayErrorSchema, type Envelope } from '../../core/contract';

/** What an answer means for the caller, decided once here. */
export type Verdict =
  | { kind: 'ok'; json: unknown }
  /** `waitMs` null: the answer named no wait, the caller falls back to the documented window. */
  | { kind: 'rate-limited'; waitMs: number | null; message: string }
  | { kind: 'quota'; renewsAt: number | undefined; message: string }
  | { kind: 'unauthorized'; subscriptionKey: boolean; message: string }
  /** 5xx or an unreadable body: worth a bounded number of retries. */
  | { kind: 'retry'; error: ServiceError }
  | { kind: 'fail'; error: ServiceError };

/** An item of an envelope's `errors` as text: a string as is, an object's `message`, else its JSON. */
export function errorText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') {
    return item.message;
  }
  return JSON.stringify(item) ?? String(item);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The service's own refusal: the envelope with isValid false, its messages unchanged. */
export function invalidExecution(envelope: Envelope, status: number): ServiceError {
  const serviceErrors = envelope.errors.map(errorText);
  const said = serviceErrors.length ? serviceErrors.join('; ') : 'no reason given';
  return new ServiceError('invalid-execution', `The service could not run the report: ${said}`, {
    status,
    serviceErrors,
  });
}

export function malformed(answer: Answer, what: string): ServiceError {
  return new ServiceError('malformed', `The service's answer (HTTP ${answer.status}) is not ${what}.`, {
    status: answer.status,
    bodyStart: bodyStart(answer.text),
  });
}

export function classify(answer: Answer, now: number): Verdict {
  const { status, headers, text } = answer;
  const json = parseJson(text);
  const gateway = json.ok ? gatewayErrorSchema.safeParse(json.value) : null;
  const message = gateway?.success ? gateway.data.message : '';
  const envelope = json.ok ? envelopeSchema.safeParse(json.value) : null;
  const refusal = envelope?.success && !envelope.data.isValid ? envelope.data : null;

  if (status >= 200 && status < 300) {
    return json.ok ? { kind: 'ok', json: json.value } : { kind: 'retry', error: malformed(answer, 'JSON') };
  }
  if (status === 429) return { kind: 'rate-limited', waitMs: retryAfterMs(headers, message, now), message };
  if (status === 403 && !refusal) {
    return { kind: 'quota', renewsAt: quotaRenewsAt(headers, message, now), message };
  }
  if (status === 401) {
    return { kind: 'unauthorized', subscriptionKey: /subscription key/i.test(message), message };
  }
  if (status >= 500) {
    const error = new ServiceError('server', `The service answered HTTP ${status}.`, {
      status,
      bodyStart: bodyStart(text),
    });
    return { kind: 'retry', error };
  }
  if (refusal) return { kind: 'fail', error: invalidExecution(refusal, status) };
  const said = message || bodyStart(text).trim() || 'no reason given';
  const error = new ServiceError(
    'invalid-execution',
    `The service refused the call (HTTP ${status}): ${said}`,
    {
      status,
      serviceErrors: [said],
      bodyStart: bodyStart(text),
    },
  );
  return { kind: 'fail', error };
}
