import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Vite names everything under assets/ by content hash, so it never changes under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built app from `root`: files as they are, hashed assets cached for a year, and every other
 * GET of a page path (no extension) answered with index.html so the SPA's own routes reload.
 */
export function createStaticHandler(root: string) {
  const base = resolve(root);
  const index = join(base, 'index.html');

  async function fileAt(urlPath: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return null;
    const file = resolve(base, `.${decoded}`);
    if (file !== base && !file.startsWith(base + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file : null;
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const found = await fileAt(urlPath);
    const fallback = !found && extname(urlPath) === '' && !urlPath.startsWith('/assets/');
    const file = found ?? (fallback ? index : null);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found\n');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': file.startsWith(join(base, 'assets') + sep) ? IMMUTABLE : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
