import type { BlockDeflater, DeflatedBlock } from '../../core/xlsx';
import { fromDeflaterSchema, type ToDeflater } from './deflate-protocol';

/** A deflating thread as the pool sees it: a module Worker here, a worker_threads Worker in the bench. */
export interface DeflaterPort {
  post(message: ToDeflater, transfer: ArrayBuffer[]): void;
  onMessage(listener: (data: unknown) => void): void;
  terminate(): void;
}

/** The module worker the workbook worker starts for each deflating thread. */
export function moduleDeflater(): DeflaterPort {
  const worker = new Worker(new URL('./deflate-worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (m, transfer) => worker.postMessage(m, transfer),
    onMessage: (listener) =>
      worker.addEventListener('message', (e: MessageEvent<unknown>) => listener(e.data)),
    terminate: () => worker.terminate(),
  };
}

/**
 * Threads deflating a sheet's blocks at once, each block to the thread with the fewest in hand: on one
 * thread the deflater was most of a workbook's time (docs/measurements.md#excel-export-measured).
 */
export function createDeflatePool(spawn: () => DeflaterPort, size: number) {
  const waiting = new Map<number, { resolve: (b: DeflatedBlock) => void; reject: (e: Error) => void }>();
  const load: number[] = [];
  const ports = Array.from({ length: Math.max(1, size) }, (_, i) => {
    const port = spawn();
    load.push(0);
    port.onMessage((data) => {
      const parsed = fromDeflaterSchema.safeParse(data);
      if (!parsed.success) return;
      const m = parsed.data;
      const call = waiting.get(m.id);
      if (!call) return;
      waiting.delete(m.id);
      load[i] = (load[i] ?? 1) - 1;
      if ('error' in m) call.reject(new Error(m.error));
      else call.resolve({ bytes: new Uint8Array(m.bytes), crc: m.crc >>> 0 });
    });
    return port;
  });
  let next = 0;
  const deflate: BlockDeflater = (block, dictionary, final) =>
    new Promise<DeflatedBlock>((resolve, reject) => {
      const i = load.indexOf(Math.min(...load));
      const id = next++;
      waiting.set(id, { resolve, reject });
      load[i] = (load[i] ?? 0) + 1;
      const transfer = dictionary ? [block.buffer, dictionary.buffer] : [block.buffer];
      ports[i]?.post({ id, block, dictionary, final }, transfer);
    });
  return { deflate, close: () => ports.forEach((p) => p.terminate()) };
}

/** Deflating threads for this device: one a core, at most four (the workbook's own thread is one more). */
export const deflaterCount = (cores: number | undefined) => Math.min(4, Math.max(1, cores ?? 2));
