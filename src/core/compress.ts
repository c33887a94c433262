import { concatBytes } from './bytes';

/**
 * Runs bytes through a (de)compression stream. The write and the read go on together: awaiting the write
 * first would stall once the stream's queue is full. Only streams are used (no Blob, no Response), so this
 * runs alike in a page, a worker and Node.
 */
async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream) {
  const writer = stream.writable.getWriter();
  const written = writer.write(bytes).then(() => writer.close());
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  const read = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      chunks.push(value);
    }
  })();
  await Promise.all([written, read]);
  return concatBytes(...chunks);
}

export const gzip = (bytes: Uint8Array<ArrayBuffer>) => through(bytes, new CompressionStream('gzip'));
export const gunzip = (bytes: Uint8Array<ArrayBuffer>) => through(bytes, new DecompressionStream('gzip'));
