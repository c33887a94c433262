import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ServerLog } from './log';
import { sendJson } from './node-web';
import type { EnvRoute } from './routes';

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** How one `/env/...` request ends, logged once with its route and how long it took. */
export interface ProxyReply {
  /** Set once the target names an environment this server proxies: a call refused before logs none. */
  route: EnvRoute | null;
  log(status: number | 'dropped' | 'aborted', note?: string): void;
  /** Answers a failure as the service would (a JSON message) and logs it. */
  fail(status: number, message: string, headers?: OutgoingHttpHeaders): void;
}

export function proxyReply(res: ServerResponse, log: ServerLog): ProxyReply {
  const started = performance.now();
  const reply: ProxyReply = {
    route: null,
    log: (status, note) =>
      log.call({
        env: reply.route?.env ?? '-',
        operation: reply.route?.operation ?? 'refused',
        reportId: reply.route?.reportId ?? null,
        status,
        ms: performance.now() - started,
        note,
      }),
    fail: (status, message, headers = {}) => {
      sendJson(res, status, { statusCode: status, message }, { ...NO_STORE, ...headers });
      reply.log(status, message);
    },
  };
  return reply;
}
