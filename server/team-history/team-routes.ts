import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { z } from 'zod';
import { parseServiceDate, wallMs } from '../../src/core/dates';
import { querySpan } from '../../src/core/history';
import {
  CODED_ROWS_TYPE,
  encodeRowsPage,
  heldRequestSchema,
  rowsRequestSchema,
} from '../../src/core/team-history';
import { BodyTooLargeError, readBody, sendBuffer, sendJson } from '../node-web';
import type { ProxyContext } from '../proxy-context';
import { NO_STORE } from '../proxy-reply';
import type { SharedAnswer } from './single-flight';
import type { TeamHistoryKey } from './store-port';
import { noTeamHistory, parseTeamTarget, type TeamRoute } from './team-target';

const gzipped = promisify(gzip);
/**
 * A rows page compressed as the browser keeps it (src/core/team-history/coded-page.ts). Level 1: zlib's
 * fastest, in its thread pool, beside this thread's next read; the browser stores these bytes as they
 * are, so the level is also the stored pages' (docs/architecture.md#the-teams-history).
 */
const packed = (frame: Uint8Array) => gzipped(frame, { level: 1 });

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(message);
  }
}

/**
 * `POST /team/<environment>/held` and `/rows` (src/core/team-history/wire.ts). In this order: the
 * target (404), the body read and parsed with the wire's schemas (413, 400), who asks (401), and only
 * then the store (409 when the segment asked changed). Every answer is `no-store`: it holds a tenant's rows.
 */
export async function handleTeamRequest(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext) {
  const started = performance.now();
  const route = parseTeamTarget(req.url ?? '');
  const done = (status: number, body: unknown, note?: string, headers: OutgoingHttpHeaders = {}) => {
    sendJson(res, status, body, { ...NO_STORE, ...headers });
    const operation = route ? `team ${route.ask}` : 'team';
    ctx.log.call({ env: route?.env ?? '-', operation, status, ms: performance.now() - started, note });
  };
  try {
    if (!route)
      throw new Refusal(404, 'Only /team/<environment>/held and /team/<environment>/rows are served.');
    const answered = await answer(req, ctx, route);
    if ('shared' in answered) {
      sendBuffer(res, answered.shared);
      ctx.log.call({
        env: route.env,
        operation: `team ${route.ask}`,
        status: 200,
        ms: performance.now() - started,
      });
    } else done(200, answered.json);
  } catch (e) {
    if (e instanceof Refusal) return done(e.status, { message: e.message }, e.message, e.headers);
    // The error's name only: a store's message could quote a path or a row.
    const why = e instanceof Error ? e.name : 'unknown';
    done(500, { message: "The team's history could not be read: try again." }, `read failed (${why})`);
  }
}

/** The answer to a well-formed team history request, once the asker may read it; throws a Refusal else. */
async function answer(
  req: IncomingMessage,
  ctx: ProxyContext,
  route: TeamRoute,
): Promise<{ json: unknown } | { shared: SharedAnswer }> {
  const team = ctx.team;
  const missing = noTeamHistory(route.env, ctx.environments, team !== null);
  if (missing !== null || !team) throw new Refusal(404, missing ?? '');
  if (req.method !== 'POST') throw new Refusal(405, 'POST only.', { Allow: 'POST' });
  const body = await bodyOf(req, ctx.maxBodyBytes);
  const asked = route.ask === 'held' ? parse(heldRequestSchema, body) : parse(rowsRequestSchema, body);
  const { start, end } = 'range' in asked ? asked.range : asked.span;
  const span = querySpan({ startDate: start, endDate: end });
  if (!span)
    throw new Refusal(
      400,
      'The range does not read: its dates must exist and its end not come before its start.',
    );
  const fetchedAt = 'fetchedAt' in asked ? parseServiceDate(asked.fetchedAt) : null;
  if (fetchedAt && !fetchedAt.ok) throw new Refusal(400, `fetchedAt: ${fetchedAt.message}`);
  const verdict = team.access.check(route.env, asked.history.tenant, req.headers.authorization);
  if (!verdict.ok) throw new Refusal(401, verdict.message);
  const key: TeamHistoryKey = { environment: route.env, ...asked.history };
  if (!('page' in asked) || !fetchedAt?.ok) return { json: await team.store.held(key, span) };
  // Only once the asker may read this tenant's rows: the same page read by several at once is read once.
  const seat = team.pages.take(JSON.stringify([route.env, asked]));
  if (seat.role === 'follow') {
    const shared = await seat.answer;
    if (shared) return { shared };
  }
  const lead = seat.role === 'lead' ? seat : null;
  try {
    const coded = await team.reads(async () => {
      const page = await team.store.readPage(key, span, wallMs(fetchedAt.value), asked.page);
      return page && (await packed(encodeRowsPage(page)));
    });
    if (coded === null)
      throw new Refusal(
        409,
        "The team's history of this range changed while it was read: plan the run again.",
      );
    const shared = {
      status: 200,
      headers: { ...NO_STORE, 'Content-Type': CODED_ROWS_TYPE },
      body: Buffer.from(coded.buffer, coded.byteOffset, coded.byteLength),
    };
    lead?.settle(shared);
    return { shared };
  } finally {
    lead?.settle(null);
  }
}

async function bodyOf(req: IncomingMessage, limit: number): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(req, limit)).toString('utf8');
  } catch (e) {
    if (e instanceof BodyTooLargeError)
      throw new Refusal(413, `Request bodies are limited to ${e.limit} bytes.`);
    throw new Refusal(400, 'The body did not arrive whole.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, 'The body is not JSON.');
  }
}

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new Refusal(400, `The request is not one: ${problems.join('; ')}`);
}
