import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { once } from 'node:events';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole request body, refusing (before reading it all) one larger than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Copies the named request headers only (lower-case names), dropping everything else. */
export function pickRequestHeaders(req: IncomingMessage, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Writes a whole answer held in memory (one Buffer, however many clients it is written to). */
export function sendBuffer(
  res: ServerResponse,
  answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer },
  extraHeaders: OutgoingHttpHeaders = {},
) {
  res.writeHead(answer.status, { ...answer.headers, ...extraHeaders, 'Content-Length': answer.body.length });
  res.end(answer.body);
}

/** The named headers of a web Response, the rest dropped. */
export function keptHeaders(response: Response, keepHeaders: readonly string[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of keepHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

/**
 * Writes a web Response to a Node response: its status, the named headers only, then the body as it
 * streams in. Resolves when the body is written; if the browser goes away first, the body is cancelled.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  keepHeaders: readonly string[],
  extraHeaders: OutgoingHttpHeaders = {},
): Promise<void> {
  res.writeHead(response.status, { ...extraHeaders, ...keptHeaders(response, keepHeaders) });
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await drainedOrClosed(res);
    }
    res.end();
  } finally {
    if (res.destroyed) void reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Waits for room in the socket buffer, or for the browser to leave; leaves no listener behind. */
async function drainedOrClosed(res: ServerResponse) {
  const cleanup = new AbortController();
  const { signal } = cleanup;
  try {
    await Promise.race([once(res, 'drain', { signal }), once(res, 'close', { signal })]);
  } finally {
    cleanup.abort();
  }
}
