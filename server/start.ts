// `npm start`: the Vite dev server with the app's routes, on the demo unless real services are configured.
import { addressLine } from './app-server';
import { startDevServer } from './dev-server';
import { closeOnSignals, configOrExit, listenOrExit } from './startup';
import { teamStoreOrExit } from './team-history/disk-store';

const config = configOrExit(process.env, 5173);
const teamStore = await teamStoreOrExit(config.teamHistory);
const { server, url } = await listenOrExit(
  startDevServer(config, process.env, { ...(teamStore && { teamStore }) }),
  config.host,
  config.port,
);
console.info(addressLine(url));
closeOnSignals(async () => {
  await server.close();
  await teamStore?.close();
});
