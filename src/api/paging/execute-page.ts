import type { ReportKey } from '../../core/catalog/catalog';
import { runCall, type CallContext, type Session } from '../call/call';
import { answerDateMs } from '../call/answer-date';
import type { Answer } from '../call/http';
import { invalidExecution, malformed } from '../call/classify';
import { ServiceError } from '../errors';
import { envelopeSchema, windows, type Envelope } from '../../core/contract';
import { parseRows } from './parse-rows';
import { executeRequest, type ExecuteBody } from './request-body';
import { fetchToken } from '../call/token';
import type { Page, WaitEvent } from '../types';

function toPage(envelope: Envelope, reportKey: ReportKey, cursorUsed: string, answer: Answer): Page {
  const { rows, unexpectedNulls, invalidRows } = parseRows(reportKey, envelope.result);
  return {
    rows,
    facts: {
      isValid: envelope.isValid,
      executionTime: envelope.executionTime ?? null,
      idReport: envelope.idReport ?? null,
      nameVisualization: envelope.nameVisualization ?? null,
      totalDocument: envelope.totalDocument ?? null,
      pageCount: envelope.pageCount ?? null,
      requestCharge: envelope.requestCharge ?? null,
    },
    cursorUsed,
    lastDocument: envelope.lastDocument ?? null,
    bytes: answer.bytes,
    serviceDateMs: answerDateMs(answer.headers),
    unexpectedNulls,
    invalidRows,
  };
}

/**
 * ExecuteReport for one page. A 401 gets one new token (CreateToken, inside its own limit) and the same
 * page again; a second 401 in a row, or one about the subscription key, is 'unauthorized'.
 */
export async function fetchPage(
  ctx: CallContext,
  session: Session,
  reportKey: ReportKey,
  body: ExecuteBody,
  opts: { signal?: AbortSignal; onWait?: (event: WaitEvent) => void },
): Promise<Page> {
  let renewed = false;
  const cursor = body.lastDocument ?? '';
  const fetched = await runCall<Page>(ctx, session, {
    kind: 'other',
    request: (signal) =>
      executeRequest(ctx.environment, session.credentials, session.token ?? '', reportKey, body, signal),
    accept: (json, answer) => {
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) return { kind: 'retry', error: malformed(answer, 'a report envelope') };
      if (!envelope.data.isValid)
        return { kind: 'fail', error: invalidExecution(envelope.data, answer.status) };
      return { value: toPage(envelope.data, reportKey, cursor, answer) };
    },
    onUnauthorized: async (verdict) => {
      if (verdict.subscriptionKey) throw new ServiceError('unauthorized', verdict.message, { status: 401 });
      if (renewed) {
        throw new ServiceError('unauthorized', 'The service refused a token it had just issued.', {
          status: 401,
        });
      }
      renewed = true;
      opts.onWait?.({ kind: 'token-refresh' });
      session.token = await fetchToken(ctx, session, { ...opts, waitOnRateLimit: true });
    },
    waitOnRateLimit: true,
    fallbackWaitMs: windows(ctx.limits).otherIntervalMs,
    ...opts,
  });
  ctx.usage.recordCharge(session.key, fetched.facts.requestCharge ?? 0);
  return fetched;
}
