// Test support: the app's server's two team-history routes (src/core/team-history/wire.ts), in process,
// over an in-memory history, in front of a service's fetch. It learns which tenant a token belongs to from
// the CreateToken answers that pass through it, as the server does, and answers the rest as the wire says.
import { encodeRows, packRows } from '../core/coded-rows';
import { createTokenRequestSchema, createTokenResponseSchema, type Row } from '../core/contract';
import { formatWallClock, parseRowDate } from '../core/dates';
import { historyTraits, querySpan, type Span } from '../core/history';
import { reportByKey } from '../core/catalog/catalog';
import type { ReportQuery } from '../api/types';
import {
  bytesOfRows,
  CODED_ROWS_TYPE,
  encodeRowsPage,
  heldRequestSchema,
  type HeldRowsPage,
  rowsRequestSchema,
  TEAM_HISTORY_PATH,
  type HeldAnswer,
  type TeamHistoryId,
} from '../core/team-history';

interface Held extends Span {
  history: string;
  fetchedAtMs: number;
  rows: Row[];
  bytes: number;
}

type Fetch = (request: Request) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keyOf = (id: TeamHistoryId) => JSON.stringify([id.tenant, id.reportKey, id.campaignId]);
const spanOf = (s: { start: string; end: string }) => querySpan({ startDate: s.start, endDate: s.end });
const overlaps = (a: Span, b: Span) => a.startMs <= b.endMs && b.startMs <= a.endMs;

/** A held segment's rows within `span`: by their date where the report dates them, else all. */
function rowsWithin(held: Held, span: Span, dated: boolean) {
  if (!dated) return held.rows;
  return held.rows.filter((row) => {
    const at = parseRowDate(row.date)?.wallMs;
    return at !== undefined && at >= span.startMs && at <= span.endMs;
  });
}

/**
 * The routes in front of `service`: `fetch` answers /team/<environment>/held and /rows, and passes every
 * other request on. `keep` holds a span's rows as the server would once a run's last page passed;
 * `failNext` makes the next team requests answer these statuses instead, `failPage` the next asks of one
 * page of rows (0-based); `asked` lists the routes asked.
 */
export function teamRoutes(
  service: { fetch: Fetch },
  options: { environment?: string; pageRows?: number } = {},
) {
  const environment = options.environment ?? 'demo';
  const pageRows = options.pageRows ?? 50;
  const tokens = new Map<string, string>();
  const held: Held[] = [];
  const failures: number[] = [];
  const pageFailures = new Map<number, number[]>();
  const asked: string[] = [];

  async function learnToken(request: Request): Promise<Response> {
    const body = createTokenRequestSchema.safeParse(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    const response = await service.fetch(request);
    const token = createTokenResponseSchema.safeParse(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
    if (body.success && token.success && response.ok) tokens.set(token.data.token, body.data.tenant);
    return response;
  }

  const heldAnswer = (history: string, range: Span): HeldAnswer => ({
    segments: held
      .filter((h) => h.history === history && overlaps(h, range))
      .sort((a, b) => a.startMs - b.startMs)
      .map((h) => ({
        start: formatWallClock(h.startMs),
        end: formatWallClock(h.endMs),
        fetchedAt: formatWallClock(h.fetchedAtMs),
        rows: h.rows.length,
        bytes: h.bytes,
      })),
    offsetMinutes: -300,
  });

  function rowsAnswer(body: ReturnType<typeof rowsRequestSchema.parse>): HeldRowsPage | null {
    const span = spanOf(body.span);
    const segment = held.find(
      (h) =>
        h.history === keyOf(body.history) &&
        formatWallClock(h.fetchedAtMs) === body.fetchedAt &&
        span !== null &&
        h.startMs <= span.startMs &&
        h.endMs >= span.endMs,
    );
    if (!segment || !span) return null;
    const rows = rowsWithin(segment, span, historyTraits(reportByKey(body.history.reportKey)).datedRows);
    const pages = Math.max(1, Math.ceil(rows.length / pageRows));
    const from = body.page * pageRows;
    const slice = rows.slice(from, from + pageRows);
    return {
      coded: encodeRows(slice),
      page: body.page,
      nextPage: body.page + 1 < pages ? body.page + 1 : null,
      pages,
      bytes: bytesOfRows({ bytes: segment.bytes, rows: segment.rows.length }, slice.length),
    };
  }

  async function team(request: Request, route: string): Promise<Response> {
    asked.push(route);
    const failure = failures.shift();
    if (failure !== undefined) return json(failure, { message: `Answered ${failure} by the test.` });
    const raw: unknown = await request.json().catch(() => null);
    const parsed = route === 'held' ? heldRequestSchema.safeParse(raw) : rowsRequestSchema.safeParse(raw);
    if (!parsed.success) return json(400, { message: parsed.error.message });
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    if (tokens.get(token) !== parsed.data.history.tenant) return json(401, { message: 'Sign in again.' });
    if (route === 'held' && 'range' in parsed.data) {
      const range = spanOf(parsed.data.range);
      return range
        ? json(200, heldAnswer(keyOf(parsed.data.history), range))
        : json(400, { message: 'range' });
    }
    const rows = rowsRequestSchema.safeParse(raw);
    const pageFailure = rows.success ? pageFailures.get(rows.data.page)?.shift() : undefined;
    if (pageFailure !== undefined)
      return json(pageFailure, { message: `Answered ${pageFailure} by the test.` });
    const answer = rows.success ? rowsAnswer(rows.data) : null;
    return answer
      ? new Response(await packRows(encodeRowsPage(answer)), {
          status: 200,
          headers: { 'Content-Type': CODED_ROWS_TYPE },
        })
      : json(409, { message: 'That segment changed: plan again.' });
  }

  return {
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname;
      const prefix = `${TEAM_HISTORY_PATH}/${environment}/`;
      if (path.startsWith(prefix)) return team(request, path.slice(prefix.length));
      if (path.startsWith(`${TEAM_HISTORY_PATH}/`)) return json(404, { message: 'No team history here.' });
      return path.endsWith('/CreateToken') ? learnToken(request) : service.fetch(request);
    },
    /** Holds `rows` as the team's segment over `query`'s range, asked at `fetchedAtMs` (the service's wall clock). */
    keep(tenant: string, query: ReportQuery, rows: readonly Row[], fetchedAtMs: number) {
      const span = querySpan(query);
      if (!span) throw new Error('a query whose range does not read');
      const history = keyOf({ tenant, reportKey: query.reportKey, campaignId: query.campaignId || null });
      for (let i = held.length - 1; i >= 0; i--) {
        const h = held[i];
        if (h && h.history === history && overlaps(h, span)) held.splice(i, 1);
      }
      held.push({ history, ...span, fetchedAtMs, rows: [...rows], bytes: JSON.stringify(rows).length });
    },
    failNext: (...statuses: number[]) => void failures.push(...statuses),
    failPage: (page: number, ...statuses: number[]) =>
      void pageFailures.set(page, [...(pageFailures.get(page) ?? []), ...statuses]),
    asked: () => [...asked],
  };
}
