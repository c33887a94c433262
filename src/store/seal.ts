import { concatBytes, utf8 } from './bytes';
import { gunzip, gzip } from './compress';
import type { SealedRecord } from './schemas';
import { STORE_FORMAT_VERSION } from './types';

const decoder = new TextDecoder();

/** What a sealed record belongs to: its run, and its page (none for the run's facts). */
export interface Binding {
  runId: string;
  page?: number;
}

/**
 * The additional data of AES-GCM: the record's run, its page and its format. A record moved to another
 * run or another page, or relabelled with another format, then fails to decrypt instead of showing the
 * wrong rows.
 */
const additionalData = (binding: Binding, formatVersion: number) =>
  utf8(
    JSON.stringify([
      binding.page === undefined ? 'facts' : 'page',
      binding.runId,
      binding.page ?? 0,
      formatVersion,
    ]),
  );

/** Why a sealed record could not be opened. */
export class UnsealError extends Error {
  constructor(
    readonly reason: 'key' | 'damaged',
    message: string,
  ) {
    super(message);
    this.name = 'UnsealError';
  }
}

/**
 * Bytes that follow a record's JSON, as they are (a page's codes: src/core/coded-rows/coded-rows.ts). Numbers written as
 * JSON text were far more to decode and parse on reading a big run back, which made reading it slower
 * than before they were coded (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export type Tail = Uint8Array<ArrayBuffer>;

/** The JSON's length in bytes (4, little-endian), the JSON, then the tail. */
function framed(json: Uint8Array<ArrayBuffer>, tail: Tail) {
  const bytes = new Uint8Array(4 + json.byteLength + tail.byteLength);
  new DataView(bytes.buffer).setUint32(0, json.byteLength, true);
  bytes.set(json, 4);
  bytes.set(tail, 4 + json.byteLength);
  return bytes;
}

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * Two JSON objects' bytes as one object: `first`'s keys, then `then`'s, so that a key both have is
 * `then`'s (JSON.parse keeps the last). `first` may have spaces after it.
 */
export function joinedObjects(first: Uint8Array, then: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let end = first.byteLength;
  while (end > 0 && isSpace(first[end - 1])) end--;
  if (first[0] !== OPEN || first[end - 1] !== CLOSE || then[0] !== OPEN) throw new Error('not JSON objects');
  let inner = 1;
  while (inner < end - 1 && isSpace(first[inner])) inner++;
  if (inner === end - 1) return then;
  const thenEmpty = then.byteLength === 2;
  const joined = new Uint8Array(end + (thenEmpty ? 0 : then.byteLength - 1));
  joined.set(first.subarray(0, end - 1));
  if (thenEmpty) joined[end - 1] = CLOSE;
  else {
    joined[end - 1] = 0x2c; // ,
    joined.set(then.subarray(1), end);
  }
  return joined;
}

/**
 * JSON (with `tail`, framed), then gzip, then AES-GCM with a fresh random 96-bit IV: one IV is never used
 * twice with a key. `written`: a JSON object's bytes already written, whose keys come before the value's
 * (a page's rows as they crossed: src/core/coded-rows/coded-rows.ts WrittenRows). Records are always
 * written in the current format; tests name an older one to fabricate old records.
 */
export async function seal(
  key: CryptoKey,
  value: unknown,
  binding: Binding,
  formatVersion = STORE_FORMAT_VERSION,
  tail?: Tail,
  written?: Uint8Array,
): Promise<SealedRecord> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const own = utf8(JSON.stringify(value));
  const json = written ? joinedObjects(written, own) : own;
  const packed = await gzip(tail ? framed(json, tail) : json);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(binding, formatVersion) },
    key,
    packed,
  );
  return { formatVersion, iv, data };
}

/** The record's JSON value, as written with the format the record names (migrations come after). */
export async function unseal(key: CryptoKey, record: SealedRecord, binding: Binding): Promise<unknown> {
  return (await unsealFramed(key, record, binding, false)).value;
}

/** A record's JSON value and, when `framed` (written with a tail), the bytes that follow it. */
export async function unsealFramed(
  key: CryptoKey,
  record: SealedRecord,
  binding: Binding,
  framed: boolean,
): Promise<{ value: unknown; tail: Tail }> {
  let packed: ArrayBuffer;
  try {
    packed = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: concatBytes(record.iv),
        additionalData: additionalData(binding, record.formatVersion),
      },
      key,
      record.data,
    );
  } catch {
    throw new UnsealError('key', 'it was sealed under another key, or changed since it was written');
  }
  try {
    const bytes = await gunzip(new Uint8Array(packed));
    const length = framed
      ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true)
      : bytes.byteLength;
    const start = framed ? 4 : 0;
    if (start + length > bytes.byteLength) throw new RangeError('the frame is longer than the record');
    const value: unknown = JSON.parse(decoder.decode(bytes.subarray(start, start + length)));
    // A copy, so that the tail starts its own buffer and can be read as 2- or 4-byte numbers.
    return { value, tail: bytes.slice(start + length) };
  } catch {
    throw new UnsealError('damaged', 'its contents decrypted but are not valid compressed JSON');
  }
}

/** Bytes a sealed record takes on disk, near enough: its ciphertext (with the GCM tag) and its IV. */
export const sealedBytes = (record: SealedRecord) => record.data.byteLength + record.iv.byteLength;
