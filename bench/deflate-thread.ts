// A deflating thread for the Node side of the xlsx bench: what src/features/export/deflate-worker.ts
// does in the browser, on worker_threads.
import { parentPort } from 'node:worker_threads';
import { deflateBlock } from '../src/core/xlsx';
import { toDeflaterSchema } from '../src/features/export/deflate-protocol';

parentPort?.on('message', (data: unknown) => {
  const parsed = toDeflaterSchema.safeParse(data);
  if (!parsed.success) return;
  const { id, block, dictionary, final } = parsed.data;
  const { bytes, crc } = deflateBlock(block, dictionary, final);
  parentPort?.postMessage({ id, bytes, crc }, [bytes.buffer]);
});
