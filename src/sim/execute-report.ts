import { reportsById } from '../core/catalog/catalog';
import { faultAnswer, nextFault, replacesAnswer } from './faults';
import { bearerOf, productOf } from './headers';
import { buildPage, invalidEnvelope, pageSizeOf } from './page';
import { queryBinding, totalRows, visibleUntil } from './query';
import {
  byteLength,
  gatewayAnswer,
  INVALID_KEY_MESSAGE,
  jsonAnswer,
  quotaMessage,
  rateLimitMessage,
  retryAfterSeconds,
  UNAUTHORIZED_MESSAGE,
  type Answer,
} from './responses';
import { REPORT_ROWS } from './rows/reports';
import type { Sim } from './state';
import type { FaultKind } from './types';
import { checkBody, chooseReport, cursorPlace, type ServiceErrorItem } from './validation';

export interface ExecuteCall {
  tenant: string;
  idReport: string;
  headers: Headers;
  bodyText: string;
  now: number;
}

export interface ExecuteOutcome {
  answer: Answer;
  key: string | null;
  fault: FaultKind | null;
  lastDocument: string | null;
  /** The range the body asked for, for the call log. */
  startDate: string | null;
  endDate: string | null;
}

/** A string field of a parsed body, or null. */
const textField = (body: unknown, name: string) => {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, name) : null;
  return typeof value === 'string' ? value : null;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * ExecuteReport, checked in the gateway's order:
 * 1. a planned fault answers first (see faults.ts), except those that shape the page: `extra-fields`
 *    (its rows), `reset-mid-body` (its body cut) and `repeat-page` (the key's previous page served again,
 *    counted as a call: the gateway's retry did reach the service);
 * 2. a subscription key present but invalid: 401 (before any policy, so nothing is counted);
 * 3. no bearer token, or one this sim never issued: 401 (no key to count against);
 * 4. the key's 1-call-per-interval limit: 429 with the remaining wait (a refused call is not recorded);
 * 5. from here every call counts in the interval, including the 4xx below;
 * 6. an expired or revoked token: 401;
 * 7. the product's quota exhausted: 403 (not counted toward the quota);
 * 8. counted toward the quota (1 call + the KB of the answer); validation, then the page.
 */
export function executeReport(sim: Sim, call: ExecuteCall): ExecuteOutcome {
  const { now } = call;
  const body = parseJson(call.bodyText);
  const asked =
    typeof body === 'object' && body !== null && 'lastDocument' in body ? body.lastDocument : null;
  const lastDocument = typeof asked === 'string' ? asked : null;
  const bearer = bearerOf(call.headers);
  const product = productOf(call.headers);
  const known = bearer === null ? undefined : sim.state.tokens.find(bearer);
  const out = (answer: Answer, fault: FaultKind | null = null): ExecuteOutcome => ({
    answer,
    key: known?.key ?? null,
    fault,
    lastDocument,
    startDate: textField(body, 'startDate'),
    endDate: textField(body, 'endDate'),
  });

  const fault = nextFault(sim);
  if (fault && replacesAnswer(fault)) {
    const p = product === 'invalid-key' ? 'basic' : product;
    return out(faultAnswer(sim, fault, { bearer, product: p, idReport: call.idReport, now }), fault.kind);
  }
  if (product === 'invalid-key') return out(gatewayAnswer(401, INVALID_KEY_MESSAGE));
  if (!known) return out(gatewayAnswer(401, UNAUTHORIZED_MESSAGE));
  const { timeScale } = sim.options.limits;
  const wait = sim.state.other.take(known.key, now);
  if (wait > 0) {
    const seconds = retryAfterSeconds(wait, timeScale);
    return out(gatewayAnswer(429, rateLimitMessage(seconds), { 'retry-after': seconds }));
  }
  if (known.revoked || now >= known.expiresAt) return out(gatewayAnswer(401, UNAUTHORIZED_MESSAGE));
  const exhausted = sim.state.quota.check(known.key, product, now);
  if (exhausted) {
    const headers = { 'retry-after': retryAfterSeconds(exhausted.waitMs, timeScale) };
    return out(gatewayAnswer(403, quotaMessage(exhausted.kind, exhausted.waitMs), headers));
  }
  sim.state.quota.countCall(known.key, product, now);
  // A gateway's retry replays its answer to the same query: the page before, asked again.
  const query = `${call.idReport}|${textField(body, 'startDate')}|${textField(body, 'endDate')}`;
  const previous = sim.state.lastPage.get(known.key);
  const repeated = fault?.kind === 'repeat-page' && previous?.query === query ? previous.answer : undefined;
  const extra = fault?.kind === 'extra-fields';
  const answer = repeated ?? report(sim, call, known.tenant, body, extra);
  if (answer.kind !== 'response') return out(answer);
  sim.state.quota.countBytes(known.key, product, now, byteLength(answer.body));
  if (answer.status === 200 && !repeated) sim.state.lastPage.set(known.key, { query, answer });
  if (fault?.kind === 'reset-mid-body')
    return out({ ...answer, cutAfter: Math.floor(answer.body.length / 2) }, fault.kind);
  return out(answer, fault && (extra || repeated) ? fault.kind : null);
}

function report(sim: Sim, call: ExecuteCall, tokenTenant: string, body: unknown, extra: boolean): Answer {
  const invalid = (name: string, errors: ServiceErrorItem[]) =>
    jsonAnswer(200, invalidEnvelope(call.idReport, name, errors));
  const chosen = chooseReport(reportsById(call.idReport.trim()), body);
  if (!chosen)
    return invalid('', [
      { code: 'ReportNotFound', message: `No report has the identifier ${call.idReport}.` },
    ]);
  const name = REPORT_ROWS[chosen.key].visualization;
  if (call.tenant.trim() !== tokenTenant) {
    return invalid(name, [
      { code: 'TenantMismatch', message: 'The tenant in the path is not the tenant of the token.' },
    ]);
  }
  const checked = checkBody(chosen, body, tokenTenant);
  if (!checked.ok) return invalid(name, checked.errors);
  const { query } = checked;
  const { options } = sim;
  const place = cursorPlace(
    checked.lastDocument,
    query,
    queryBinding(query, options.seed),
    pageSizeOf(query, options),
    (untilMs) => totalRows(query, options, untilMs),
  );
  if (place !== null && 'code' in place) return invalid(name, [place]);
  // The first page fixes what the run reads: the rows settled by now, whatever settles while it pages.
  const start = place ?? { offset: 0, untilMs: visibleUntil(query, call.now, options.settleMs) };
  const pageOptions = extra ? { ...options, extraFieldsAndNulls: true } : options;
  const page = buildPage(query, pageOptions, start, call.idReport);
  const { pageCount, ...withoutCount } = page;
  return jsonAnswer(
    200,
    options.omitPageCount ? withoutCount : { ...withoutCount, pageCount },
    {},
    page.result.length,
  );
}
