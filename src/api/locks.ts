/**
 * The part of the Web Locks API (navigator.locks) the throttle needs. Web Locks are shared by every tab
 * and worker of one origin, so holding a lock per key gives all of them one budget. Where the API is
 * missing (Node, old browsers, insecure contexts) an in-memory manager shared by this JS realm stands in:
 * every client of the realm still shares one budget, other tabs are then not coordinated.
 */
export interface LockManagerLike {
  /** Waits for the exclusive lock `name`, runs `callback`, releases when its promise settles. */
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The lock request was aborted.', 'AbortError');

/** FIFO exclusive locks in memory, with the Web Locks semantics used here (abort leaves the queue). */
export function createMemoryLockManager(): LockManagerLike {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else {
      held.delete(name);
      queues.delete(name);
    }
  };
  return {
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>) {
      const { signal } = options;
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(abortReason(signal));
        const run = () => {
          signal?.removeEventListener('abort', onAbort);
          callback()
            .then(resolve, reject)
            .finally(() => release(name));
        };
        const onAbort = () => {
          const queue = queues.get(name) ?? [];
          const at = queue.indexOf(run);
          if (at < 0) return;
          queue.splice(at, 1);
          if (signal) reject(abortReason(signal));
        };
        if (!held.has(name)) {
          held.add(name);
          run();
          return;
        }
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

const realmLocks = createMemoryLockManager();

/** navigator.locks when the browser has it, else the in-memory manager of this realm. */
export function defaultLockManager(): LockManagerLike {
  const webLocks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!webLocks) return realmLocks;
  return { request: (name, options, callback) => webLocks.request(name, options, () => callback()) };
}

/** cyrb53: a fast 53-bit string hash, used only where SubtleCrypto is missing (insecure contexts). */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * A lock name for a key (environment + access token). Lock names are visible to any script of the
 * origin (navigator.locks.query()), so the key is hashed: SHA-256 where SubtleCrypto exists.
 */
export async function lockNameFor(key: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return `report-explorer:${cyrb53(key)}`;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(key));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `report-explorer:${hex.slice(0, 32)}`;
}
