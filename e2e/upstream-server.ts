// A stand-in for the real test service during the end-to-end run: the simulated service, at the real
// (unscaled) limits, behind a plain node:http server on loopback. The app reaches it as "Test" through
// its proxy (REPORTING_TEST_URL in playwright.config.ts), exactly as it would reach the real one.
import { createServer } from 'node:http';
import { simulatedUpstream } from '../server/test-helpers';
import { createSimulatedService } from '../src/sim';

const port = Number(process.env.UPSTREAM_PORT);
const sim = createSimulatedService({ seed: 7 });

const upstream = simulatedUpstream(sim);
const server = createServer((req, res) => (req.url === '/health' ? void res.end('ok') : upstream(req, res)));
server.listen(port, '127.0.0.1', () => console.info(`upstream on http://127.0.0.1:${port}`));
