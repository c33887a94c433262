import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The AG Grid peer page (bench/ag-grid-page), built in production mode like the table page, into its own
// folder: the table bench serves it beside ours, at ag-grid/.
export default defineConfig({
  root: fileURLToPath(new URL('./ag-grid-page', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'report-explorer-ag-grid-bench'),
    emptyOutDir: true,
    sourcemap: false,
    // AG Grid's one bundle is bigger than Vite's default warning size; it is a bench page.
    chunkSizeWarningLimit: 4000,
  },
});
