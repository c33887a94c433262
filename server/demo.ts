import { DEMO_ENV_NAME } from '../src/api/environments';
import { SimulatedDropError, type Arrival, type SimulatedService } from '../src/sim/types';
import type { EnvRoute } from './routes';

/**
 * The demo environment is the simulated service, called in-process with a web Request built from the
 * validated route (it matches on the path's tail, so the host is a placeholder), and the instant the
 * request reached the server: an argument, never a header a caller could set.
 */
export function callDemo(
  demo: SimulatedService,
  route: EnvRoute,
  init: RequestInit,
  arrival: Arrival,
): Promise<Response> {
  return demo.fetch(
    new Request(`http://demo.invalid/env/${DEMO_ENV_NAME}${route.servicePath}`, init),
    arrival,
  );
}

/**
 * A `drop` fault of the simulated service: the socket is destroyed and nothing is sent. Checked by name
 * too, because the Vite config bundle can hold its own copy of the class.
 */
export const isDrop = (e: unknown) =>
  e instanceof SimulatedDropError || (e instanceof Error && e.name === 'SimulatedDropError');
