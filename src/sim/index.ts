/** The simulated service: mounted by the Node servers at /env/demo, and every other test's double. */
export { createSimulatedService } from './service';
export { defaultSimOptions, simOptionsFromEnv } from './options';
export { generateDialogsRows } from './generate';
export { demoDialogsRows } from './demo-days';
export { incidentOn, incidentsBetween, type Incident } from './rows/incidents';
export { familyIn, plantedIn } from './rows/planted-truth';
export type { NearMiss, NearMissKind, Planted, Truth } from './rows/planted';
export { faultsSchema } from './fault-plan';
export { retryAfterSeconds, timeSpan } from './responses';
/** The demo tenant's UTC offset, the one its rows carry: its wall clock is the instant plus this. */
export { TENANT_OFFSET_MS as DEMO_TENANT_OFFSET_MS } from './rows/kit';
export {
  DEMO_CREDENTIALS,
  DEMO_OTHER_KEYS,
  DEMO_REISSUED_SECRET,
  SimulatedDropError,
  type CallRecord,
  type Fault,
  type FaultKind,
  type SimOptions,
  type SimulatedService,
} from './types';
