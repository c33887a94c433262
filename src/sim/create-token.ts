import { z } from 'zod';
import { windows, type QuotaInfo } from '../core/contract';
import { productOf } from './headers';
import { fingerprint } from './random';
import {
  emptyAnswer,
  gatewayAnswer,
  INVALID_KEY_MESSAGE,
  jsonAnswer,
  rateLimitMessage,
  retryAfterSeconds,
  type Answer,
} from './responses';
import type { Sim } from './state';
import { faultAnswer, nextTokenFault, replacesAnswer } from './faults';
import { DEMO_CREDENTIALS, DEMO_OTHER_KEYS, DEMO_REISSUED_SECRET } from './types';

/** The publisher's examples send the tenant as a number, the service's description as a string (docs/service.md#tenant-type): both are taken. */
const bodySchema = z.object({
  accessToken: z.string(),
  accessTokenSecret: z.string(),
  tenant: z.union([z.string(), z.number()]).transform((t) => String(t).trim()),
});

function parseBody(text: string) {
  try {
    return bodySchema.safeParse(JSON.parse(text));
  } catch {
    return bodySchema.safeParse(undefined);
  }
}

const isDemo = (b: z.infer<typeof bodySchema>) =>
  (b.accessToken === DEMO_CREDENTIALS.accessToken &&
    (b.accessTokenSecret === DEMO_CREDENTIALS.accessTokenSecret ||
      b.accessTokenSecret === DEMO_REISSUED_SECRET) &&
    b.tenant === DEMO_CREDENTIALS.tenant) ||
  DEMO_OTHER_KEYS.some(
    (k) =>
      b.accessToken === k.accessToken && b.accessTokenSecret === k.accessTokenSecret && b.tenant === k.tenant,
  );

/**
 * CreateToken and CreateToken?info. Both count in one window of 3 calls per 60 s per access token, checked
 * before the credentials (the gateway's policy runs first): a 4th call is refused even with bad
 * credentials. Wrong credentials give 401 with an empty body (docs/service.md#createtoken).
 */
export function createToken(sim: Sim, bodyText: string, headers: Headers, info: boolean, now: number) {
  const parsed = parseBody(bodyText);
  const key = fingerprint(parsed.success ? parsed.data.accessToken : '');
  const { limits } = sim.options;
  // A planned fault is the gateway's answer: it comes first and counts in no window.
  const fault = info ? null : nextTokenFault(sim);
  if (fault && replacesAnswer(fault)) {
    const call = { bearer: null, product: 'basic' as const, idReport: '', now };
    return { key, answer: faultAnswer(sim, fault, call), fault: fault.kind };
  }
  const wait = sim.state.createToken.take(key, now);
  if (wait > 0) {
    const seconds = retryAfterSeconds(wait, limits.timeScale);
    return { key, answer: gatewayAnswer(429, rateLimitMessage(seconds), { 'retry-after': seconds }) };
  }
  if (!parsed.success || !isDemo(parsed.data)) return { key, answer: emptyAnswer(401) };
  if (!info) {
    sim.state.tokens.prune(now, windows(limits).quotaPeriodMs);
    const expiresAt = now + sim.options.tokenLifetimeMs * limits.timeScale;
    return {
      key,
      answer: jsonAnswer(200, { token: sim.state.tokens.issue(key, parsed.data.tenant, expiresAt) }),
    };
  }
  return { key, answer: quotaInfo(sim, key, headers, now) };
}

function quotaInfo(sim: Sim, key: string, headers: Headers, now: number): Answer {
  const product = productOf(headers);
  if (product === 'invalid-key') return gatewayAnswer(401, INVALID_KEY_MESSAGE);
  const limit = sim.options.quotas[product];
  const state = sim.state.quota.state(key, product, now);
  const kilobytes = Math.round(state.kilobytes * 100) / 100;
  const body: QuotaInfo = {
    product,
    periodSeconds: windows(sim.options.limits).quotaPeriodMs / 1000,
    calls: { used: state.calls, limit: limit.calls, remaining: Math.max(0, limit.calls - state.calls) },
    kilobytes: {
      used: kilobytes,
      limit: limit.kb,
      remaining: Math.max(0, Math.round((limit.kb - kilobytes) * 100) / 100),
    },
    renewsAt: new Date(state.renewsAt).toISOString(),
  };
  return jsonAnswer(200, body);
}
