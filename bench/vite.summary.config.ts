import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./summary-page', import.meta.url));

// The summary bench's pages, ours (index.html) and its peers' (ag-grid.html: AG Grid Enterprise; duckdb.html:
// DuckDB-WASM; perspective.html: Perspective), built in production mode into one folder of their own (the
// app's vite.config.ts is untouched). The engines' WebAssembly files are emitted as files of their own.
export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'report-explorer-summary-bench'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        ours: join(root, 'index.html'),
        peer: join(root, 'ag-grid.html'),
        duckdb: join(root, 'duckdb.html'),
        perspective: join(root, 'perspective.html'),
      },
    },
    // AG Grid Enterprise's one bundle is bigger than Vite's default warning size; it is a bench page.
    chunkSizeWarningLimit: 6000,
  },
});
