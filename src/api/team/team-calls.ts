import type { z } from 'zod';
import type { ReportKey } from '../../core/catalog/catalog';
import type { ServiceRange } from '../../core/dates';
import type { CodedRows, WrittenRows } from '../../core/coded-rows';
import { decodeRows } from '../../core/coded-rows';
import {
  decodeRowsPage,
  heldAnswerSchema,
  teamRefusalSchema,
  TEAM_HISTORY_PATH,
  type CodedRowsPage,
  type HeldAnswer,
} from '../../core/team-history';
import type { Environment } from '../environments';
import { ServiceError } from '../errors';
import { send, type Answer, type FetchFn } from '../call/http';
import { parseRows, type ParsedRows } from '../paging/parse-rows';
import { TeamHistoryError } from './team-error';

/** One history of the signed-in tenant: the tenant is the session's, never the caller's. */
export interface TeamHistoryRef {
  reportKey: ReportKey;
  campaignId?: string;
}

/** The rows of a held span, a page at a time (0-based), as the server answers them. */
export interface TeamRowsAsk {
  history: TeamHistoryRef;
  span: ServiceRange;
  /** The held segment's `fetchedAt`, as the server named it. */
  fetchedAt: string;
  page: number;
}

/**
 * A page of a held span's rows, checked as a fetched page's are, with the rows as the server coded them
 * (stored as they are, not coded again) and what they weighed in the service's JSON.
 */
export interface TeamRowsPage extends Omit<CodedRowsPage, 'coded' | 'written'>, ParsedRows {
  coded: CodedRows;
  /** The rows as they crossed, to be stored from (a page made here in tests has none). */
  written?: WrittenRows;
}

/**
 * The team's history on the app's server (docs/architecture.md#the-teams-history). Its calls cost no
 * call of the key and no quota: they never wait for the throttle.
 */
export interface TeamHistoryClient {
  held(history: TeamHistoryRef, range: ServiceRange, signal?: AbortSignal): Promise<HeldAnswer>;
  rows(ask: TeamRowsAsk, signal?: AbortSignal): Promise<TeamRowsPage>;
}

/** What the team's calls need of the signed-in session: its tenant and token, and a new token once. */
export interface TeamSession {
  tenant(): string;
  token(): string | null;
  /** A new token through CreateToken, as an ExecuteReport's 401 gets one. */
  renew(signal?: AbortSignal): Promise<void>;
}

/**
 * The team's routes sit at the server's root, beside the environment's `/env/<name>`: the page's origin
 * for the app (`/env/demo`), the server's address for the command line (`http://host:4173/env/demo`).
 */
const urlOf = (env: Environment, route: 'held' | 'rows') =>
  new URL(
    `${env.baseUrl.replace(/\/env\/[^/]+\/?$/, '')}${TEAM_HISTORY_PATH}/${encodeURIComponent(env.name)}/${route}`,
    globalThis.location?.href ?? (URL.canParse(env.baseUrl) ? env.baseUrl : 'http://localhost/'),
  ).href;

function request(
  env: Environment,
  route: 'held' | 'rows',
  body: unknown,
  token: string,
  signal?: AbortSignal,
) {
  return new Request(urlOf(env, route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });
}

/** The server's own words for a refusal, when it sent them. */
function refusal(answer: Answer): string {
  try {
    const parsed = teamRefusalSchema.safeParse(JSON.parse(answer.text));
    return parsed.success ? parsed.data.message : `HTTP ${answer.status}`;
  } catch {
    return `HTTP ${answer.status}`;
  }
}

/** The rows page the server coded (src/core/team-history/coded-page.ts). */
async function codedPage(answer: Answer): Promise<CodedRowsPage> {
  const page = await decodeRowsPage(new Uint8Array(answer.body));
  if (!page) throw new TeamHistoryError('unreachable', 'The team’s history answered an unknown shape.');
  return page;
}

function parsed<T>(schema: z.ZodType<T>, answer: Answer): T {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new TeamHistoryError('unreachable', 'The team’s history answered something that is not JSON.');
  }
  const checked = schema.safeParse(json);
  if (!checked.success)
    throw new TeamHistoryError('unreachable', 'The team’s history answered an unknown shape.');
  return checked.data;
}

const KIND_OF_STATUS: Record<number, 'refused' | 'changed' | 'absent'> = {
  401: 'refused',
  409: 'changed',
  404: 'absent',
};

/**
 * The team's calls over `fetch`, with the session's bearer token: a 401 gets one new token and the same
 * request again; a second 401 is 'refused'.
 */
export function teamHistoryCalls(env: Environment, fetch: FetchFn, session: TeamSession): TeamHistoryClient {
  async function call<T>(
    route: 'held' | 'rows',
    body: unknown,
    read: (answer: Answer) => T | Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    for (let renewed = false; ; renewed = true) {
      const token = session.token();
      if (token === null) throw new TeamHistoryError('refused', 'Sign in first.');
      let answer: Answer;
      try {
        answer = await send(fetch, request(env, route, body, token, signal), signal);
      } catch (e) {
        if (e instanceof ServiceError && e.kind === 'aborted') throw e;
        throw new TeamHistoryError('unreachable', e instanceof Error ? e.message : String(e));
      }
      if (answer.status >= 200 && answer.status < 300) return await read(answer);
      if (answer.status === 401 && !renewed) {
        await session.renew(signal);
        continue;
      }
      throw new TeamHistoryError(KIND_OF_STATUS[answer.status] ?? 'unreachable', refusal(answer));
    }
  }
  const historyId = (history: TeamHistoryRef) => ({
    tenant: session.tenant(),
    reportKey: history.reportKey,
    campaignId: history.campaignId || null,
  });
  return {
    async held(history, range, signal) {
      const body = { history: historyId(history), range: { start: range.startDate, end: range.endDate } };
      return call('held', body, (answer) => parsed(heldAnswerSchema, answer), signal);
    },
    async rows(ask, signal) {
      const body = {
        history: historyId(ask.history),
        span: { start: ask.span.startDate, end: ask.span.endDate },
        fetchedAt: ask.fetchedAt,
        page: ask.page,
      };
      const page = await call('rows', body, codedPage, signal);
      // Rebuilt rows are records, so the check keeps each as it is: the coded rows stay theirs.
      return { ...page, ...parseRows(ask.history.reportKey, decodeRows(page.coded)) };
    },
  };
}
