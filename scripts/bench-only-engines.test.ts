import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DuckDB-WASM and Perspective (and the Arrow library they read) are development dependencies of the summary
 * bench's peer pages (bench/summary-page) only: the product's pages run under `script-src 'self'` with no
 * WebAssembly, so nothing the app, its server or its command line ships may import them.
 */
const ENGINES =
  /from\s+['"](?:@duckdb\/duckdb-wasm|@finos\/perspective|apache-arrow)(?:\/[^'"]*)?['"]|import\(\s*['"](?:@duckdb\/duckdb-wasm|@finos\/perspective|apache-arrow)/;
const SHIPPED = ['src', 'server', 'cli', 'warehouse'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('the bench-only analytic engines', () => {
  it('are imported by no file the product ships', () => {
    const importing = SHIPPED.flatMap(sources).filter((file) => ENGINES.test(readFileSync(file, 'utf8')));
    expect(importing).toEqual([]);
  });

  it('are development dependencies only', () => {
    const manifest: unknown = JSON.parse(readFileSync('package.json', 'utf8'));
    const dependencies =
      typeof manifest === 'object' && manifest !== null && 'dependencies' in manifest
        ? Object.keys(manifest.dependencies ?? {})
        : [];
    expect(dependencies.filter((name) => /duckdb-wasm|perspective|apache-arrow/.test(name))).toEqual([]);
  });
});
