import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileCatalogs } from '../scripts/messages-plugin.mjs';

// The table bench page, built in production mode on its own (the app's vite.config.ts is untouched).
export default defineConfig({
  root: fileURLToPath(new URL('./table-page', import.meta.url)),
  base: './',
  // The messages compiled as the app's build compiles them: raw ICU would show "Filter {label}".
  plugins: [react(), compileCatalogs()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    // Outside the repository: nothing to ignore, nothing to lint.
    outDir: process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'report-explorer-table-bench'),
    emptyOutDir: true,
    sourcemap: false,
  },
});
