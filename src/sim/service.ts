import { createToken } from './create-token';
import { executeReport } from './execute-report';
import { resolveSimOptions } from './options';
import { byteLength, notFound, type Answer } from './responses';
import { routeOf } from './router';
import { newState, type Sim } from './state';
import {
  SimulatedDropError,
  type Arrival,
  type CallRecord,
  type Fault,
  type SimOptions,
  type SimulatedService,
} from './types';

/**
 * The answer as a web Response, dated on the service's clock as an HTTP server dates its answers (`Date`,
 * whole seconds): the client learns from it how far the device's clock is from the service's.
 */
function toResponse(answer: Exclude<Answer, { kind: 'drop' }>, now: number): Response {
  // 401 of CreateToken has an empty body: a Response with a null body, as a real server sends it.
  const body = answer.body === '' ? null : answer.cutAfter === undefined ? answer.body : cutBody(answer);
  return new Response(body, {
    status: answer.status,
    headers: { ...answer.headers, date: new Date(now).toUTCString() },
  });
}

/** The first part of the body, then the error a reset connection gives a reader (as undici's "terminated"). */
function cutBody(answer: { body: string; cutAfter?: number }): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode(answer.body.slice(0, answer.cutAfter));
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      controller.error(new TypeError('terminated'));
    },
  });
}

/**
 * The simulated Reporting Data-Extraction API: a web-standard fetch that obeys every documented rule
 * (docs/service.md). Time comes only from `options.now` (moved on by `advanceClock`), so tests drive a
 * fake clock.
 */
export function createSimulatedService(overrides: Partial<SimOptions> = {}): SimulatedService {
  const options = resolveSimOptions(overrides);
  const sim: Sim = { options, state: newState(options, options.faults) };
  const now = () => options.now() + sim.state.clockOffsetMs;

  async function handle(request: Request, now: number): Promise<{ answer: Answer; record: CallRecord }> {
    const route = routeOf(request.method, new URL(request.url));
    const base: CallRecord = {
      at: now,
      operation: 'Unknown',
      keyFingerprint: null,
      reportId: null,
      status: 404,
      lastDocument: null,
      startDate: null,
      endDate: null,
      rows: 0,
      bytes: 0,
      fault: null,
    };
    if (route.kind === 'unknown') return { answer: notFound(), record: base };
    const bodyText = await request.text();
    if (route.kind === 'create-token') {
      const { key, answer, fault } = createToken(sim, bodyText, request.headers, route.info, now);
      const operation = route.info ? 'QuotaInfo' : 'CreateToken';
      return { answer, record: { ...base, operation, keyFingerprint: key, fault: fault ?? null } };
    }
    const outcome = executeReport(sim, { ...route, headers: request.headers, bodyText, now });
    const record: CallRecord = {
      ...base,
      operation: 'ExecuteReport',
      keyFingerprint: outcome.key,
      reportId: route.idReport,
      lastDocument: outcome.lastDocument,
      startDate: outcome.startDate,
      endDate: outcome.endDate,
      fault: outcome.fault,
    };
    return { answer: outcome.answer, record };
  }

  return {
    options,
    async fetch(request: Request, arrival?: Arrival): Promise<Response> {
      const { answer, record } = await handle(request, arrival?.arrivedAt ?? now());
      if (answer.kind === 'drop') {
        sim.state.log.push({ ...record, status: 0 });
        throw new SimulatedDropError();
      }
      sim.state.log.push({
        ...record,
        status: answer.status,
        rows: answer.rows,
        bytes: byteLength(answer.body),
      });
      return toResponse(answer, now());
    },
    calls: () => sim.state.log,
    setFaults(faults: Fault[]) {
      sim.state.faults = [...faults];
      sim.state.executeCalls = 0;
      sim.state.tokenCalls = 0;
    },
    reset() {
      sim.state = newState(options, []);
    },
    now,
    advanceClock(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      sim.state.clockOffsetMs += ms;
    },
  };
}
