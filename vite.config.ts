import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

/** Shared with server/dev-server.ts (`npm start`), which adds the routes plugin with its validated config. */
export const baseConfig = {
  plugins: [react()] as PluginOption[],
  build: { target: 'es2022', sourcemap: true },
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
