// `npm run serve`: the built app (dist/) with the same routes as `npm start`, and its security headers.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { addressLine, createAppServer, listen } from './app-server';
import { closeOnSignals, configOrExit, createDemoService, listenOrExit, projectRoot } from './startup';
import { teamStoreOrExit } from './team-history/disk-store';

const config = configOrExit(process.env, 4173);
// DIST_DIR lets concurrent end-to-end runs on one machine each serve their own build.
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(projectRoot, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.info(`${dist} has no build yet: building it first (npm run build)…`);
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}
const teamStore = await teamStoreOrExit(config.teamHistory);
const server = createAppServer({
  config,
  demo: createDemoService(process.env),
  staticRoot: dist,
  ...(teamStore && { teamStore }),
});
const url = await listenOrExit(listen(server, config.host, config.port), config.host, config.port);
console.info(addressLine(url));
closeOnSignals(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await teamStore?.close();
});
