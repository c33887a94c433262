import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The table bench page, built in production mode on its own (the app's vite.config.ts is untouched).
export default defineConfig({
  root: fileURLToPath(new URL('./table-page', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    // Outside the repository: nothing to ignore, nothing to lint.
    outDir: process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'report-explorer-table-bench'),
    emptyOutDir: true,
    sourcemap: false,
  },
});
