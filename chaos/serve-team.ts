// The app's server with its team's history and no pages (a chaos run needs its routes only): the demo from
// SIM_*, the history in TEAM_HISTORY_DIR. A child process of the chaos run, so that it can be SIGKILLed.
import { addressLine, createAppServer, listen } from '../server/app-server';
import { configOrExit, createDemoService, listenOrExit } from '../server/startup';
import { teamStoreOrExit } from '../server/team-history/disk-store';

const config = configOrExit(process.env, 0);
const teamStore = await teamStoreOrExit(config.teamHistory);
const server = createAppServer({
  config,
  demo: createDemoService(process.env),
  ...(teamStore && { teamStore }),
});
console.info(
  addressLine(await listenOrExit(listen(server, config.host, config.port), config.host, config.port)),
);
