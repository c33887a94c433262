import { ServiceError } from '../errors';
import { abortedError } from '../pace/sleep';

/** One answer, body read in full: the status, the headers, the body as bytes and as text, and its size. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The body as UTF-8 text, decoded when first read: a body that is not text is never decoded. */
  text: string;
  body: ArrayBuffer;
  bytes: number;
}

export type FetchFn = (request: Request) => Promise<Response>;

/** A promise rejected 'aborted' once `signal` is; `stop` stops listening. */
export function whenAborted(signal: AbortSignal | undefined) {
  let stop = () => {};
  const promise = new Promise<never>((_, reject) => {
    const onAbort = () => reject(abortedError());
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    stop = () => signal?.removeEventListener('abort', onAbort);
  });
  promise.catch(() => undefined);
  return { promise, stop };
}

/**
 * Sends one request and reads its body. A rejected fetch (or a body cut short) is 'network'; an abort is
 * 'aborted' at once, whether or not the fetch function honours the signal.
 */
export async function send(fetchFn: FetchFn, request: Request, signal?: AbortSignal): Promise<Answer> {
  const { promise: aborted, stop } = whenAborted(signal);
  try {
    const response = await Promise.race([fetchFn(request), aborted]);
    const buffer = await Promise.race([response.arrayBuffer(), aborted]);
    let text: string | undefined;
    return {
      status: response.status,
      headers: response.headers,
      get text() {
        return (text ??= new TextDecoder().decode(buffer));
      },
      body: buffer,
      bytes: buffer.byteLength,
    };
  } catch (e) {
    if (signal?.aborted) throw abortedError();
    const reason = e instanceof Error ? e.message : String(e);
    throw new ServiceError('network', `The service could not be reached (${reason}).`);
  } finally {
    stop();
  }
}

/** The first characters of a body, for an error message. */
export const bodyStart = (text: string) => text.slice(0, 200);
