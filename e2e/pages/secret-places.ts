import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * Records, from the first script of the page on, every URL the page showed: each navigation and each
 * history.pushState / replaceState (an app that writes a secret into the URL does it there, not by
 * navigating). Call before the first goto; read with `urlHistory`.
 */
export async function recordUrlHistory(page: Page): Promise<() => Promise<string[]>> {
  const navigated: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated.push(frame.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [location.href];
    Object.defineProperty(window, '__urlHistory', { value: seen });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        seen.push(location.href);
      };
    }
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__urlHistory');
      return Array.isArray(seen) ? seen.map(String) : [];
    });
    return [...navigated, ...inPage];
  };
}

/** Every console message of the page, every level (its text; the page's URL is the URL history's). */
export function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** localStorage and sessionStorage of the page's origin, as `key=value` lines. */
export const webStorage = (page: Page) =>
  page.evaluate(() => {
    const dump = (name: string, s: Storage) =>
      Object.keys(s).map((k) => `${name} ${k}=${s.getItem(k) ?? ''}`);
    return { local: dump('local', localStorage), session: dump('session', sessionStorage) };
  });

/**
 * Every IndexedDB database of the origin, every object store, every record (keys and values), as text.
 * Values that JSON cannot hold (Blob, Map…) are written with String() so nothing is skipped silently.
 */
export const indexedDbContents = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
      });
    const text = (v: unknown) => {
      try {
        return JSON.stringify(v) ?? String(v);
      } catch {
        return String(v);
      }
    };
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      out.push(`database ${name}`);
      const open = indexedDB.open(name);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([request(tx.getAllKeys()), request(tx.getAll())]);
        out.push(`store ${store}: keys ${text(keys)} values ${text(values)}`);
      }
      db.close();
    }
    return out;
  });

/** Cache Storage of the origin: each cache's request URLs and response bodies. */
export const cacheStorageContents = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        out.push(`cache ${name} ${req.url} ${res ? await res.text() : ''}`);
      }
    }
    return out;
  });

/** The text of a downloaded file. */
export const downloadText = async (d: Download) => readFile(await d.path(), 'utf8');

/**
 * The names of the secrets that `haystack` contains: an empty list when none leaked. Names, not values,
 * so a failing test does not print the secret it found.
 */
export const leaked = (haystack: string | readonly string[], secrets: Readonly<Record<string, string>>) => {
  const text = typeof haystack === 'string' ? haystack : haystack.join('\n');
  return Object.entries(secrets)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
};
