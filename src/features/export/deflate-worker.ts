import { deflateBlock } from '../../core/xlsx';
import { toDeflaterSchema, type FromDeflater } from './deflate-protocol';

// One of the workbook worker's deflating threads: a block in, its raw DEFLATE bytes and CRC out (the
// bytes transferred, not copied).
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = toDeflaterSchema.safeParse(event.data);
  if (!parsed.success) return;
  const { id, block, dictionary, final } = parsed.data;
  let answer: FromDeflater;
  try {
    const { bytes, crc } = deflateBlock(block, dictionary, final);
    answer = { id, bytes, crc };
    self.postMessage(answer, { transfer: [bytes.buffer] });
  } catch (e) {
    answer = { id, error: e instanceof Error ? e.message : String(e) };
    self.postMessage(answer);
  }
});
