// A stand-in for the real test service during the end-to-end run: the simulated service, at the real
// (unscaled) limits, behind a plain node:http server on loopback. The app reaches it as "Test" through
// its proxy (REPORTING_TEST_URL in playwright.config.ts), exactly as it would reach the real one.
import { createServer } from 'node:http';
import { pickRequestHeaders, readBody, sendWebResponse } from '../server/node-web';
import { createSimulatedService } from '../src/sim';

const port = Number(process.env.UPSTREAM_PORT);
const sim = createSimulatedService({ seed: 7 });

const server = createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  const answer = readBody(req, 1 << 20).then(async (body) => {
    const headers = pickRequestHeaders(req, ['content-type', 'authorization', 'ocp-apim-subscription-key']);
    const init = { method: req.method, headers, body: body.length ? new Uint8Array(body) : null };
    const response = await sim.fetch(new Request(`http://upstream.test${req.url ?? ''}`, init));
    await sendWebResponse(res, response, ['content-type', 'retry-after']);
  });
  answer.catch(() => res.destroy());
});
server.listen(port, '127.0.0.1', () => console.info(`upstream on http://127.0.0.1:${port}`));
