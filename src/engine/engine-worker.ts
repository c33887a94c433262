// The engine's worker: the client (fetching, parsing, checking each page) and the page store run here, off
// the page's main thread (docs/architecture.md#durable-runs). One worker per signed-in session: signing
// out ends it, and with it the credentials, the token and the key.
import { expose } from 'comlink';
import { createEngineHost } from './engine-host';
import { openDeviceStore } from './device-store';
import { RUNS_CHANNEL } from './runs-channel';

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(RUNS_CHANNEL);

expose(createEngineHost({ openStore: openDeviceStore, announce: () => channel?.postMessage('changed') }));
