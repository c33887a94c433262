import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './scripts/messages-plugin.mjs';

/**
 * Every module the first screen imports statically goes into the entry chunk; the lazy chunks import what
 * they share with it from there. Left to itself, Rolldown put the modules the entry shares with a lazy
 * chunk (react, zod, src/core/contract, date-fns) into common chunks, so the sign-in form waited on four
 * scripts (index 76.6 KB, contract 29.1 KB, format 5.4 KB, runtime 0.4 KB gzipped) instead of one.
 * Neither `preserveEntrySignatures: false` nor the default `experimental.chunkOptimization` merged them
 * back, and a plain named group made a second chunk beside the entry. A group of the `$initial` modules
 * (those a user-defined entry reaches by static imports) named after the entry becomes the entry chunk
 * itself: one script of 110.8 KB gzipped, the bytes of the four together. The explorer, the results
 * grid, the conversations panel, the range calendar and the CSV worker stay lazy; no modulepreload is
 * needed, nothing else is on the path to the form.
 * Measured with `npm run bench -- startup`, 31 rounds interleaved with the builds of the commit before
 * this choice and of the one before the split, on a shared and busy 2-core machine (medians of the
 * per-run medians): four scripts 502 ms, one script 440 ms, the build before the split 495 ms; within
 * a round, one script was 48 ms faster than four at the median, and faster in 23 of the 31 rounds.
 */
const startupInOneChunk = {
  output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial' as const] }] } },
};

/** Shared with server/dev-server.ts (`npm start`), which adds the routes plugin with its validated config. */
export const baseConfig = {
  plugins: [react(), compileCatalogs()] as PluginOption[],
  build: { target: 'es2022', sourcemap: true, rolldownOptions: startupInOneChunk },
};

/**
 * The app's routes in plain `vite` and `vite preview`. server/ is loaded only when a server starts, through
 * tsx, so `vite build` never evaluates it and Vite's config bundler does not crawl it.
 */
function appRoutes(): Plugin {
  const load = async (): Promise<typeof import('./server/vite-plugin')> => {
    const { tsImport } = await import('tsx/esm/api');
    return tsImport('./server/vite-plugin.ts', import.meta.url);
  };
  return {
    name: 'report-explorer-routes',
    async configureServer(server) {
      server.middlewares.use((await load()).appRoutesMiddleware('dev'));
    },
    async configurePreviewServer(server) {
      server.middlewares.use((await load()).appRoutesMiddleware('strict'));
    },
  };
}

export default defineConfig({ ...baseConfig, plugins: [...baseConfig.plugins, appRoutes()] });
