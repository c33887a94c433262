import { concatBytes, utf8 } from './bytes';
import { gunzip, gzip } from '../core/compress';
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

/**
 * JSON (with `tail`, framed), then gzip, then AES-GCM with a fresh random 96-bit IV: one IV is never used
 * twice with a key. A run's facts are written so; a page is (sealPage) since store format 3, and was up to
 * format 2, which tests name to fabricate old records.
 */
export async function seal(
  key: CryptoKey,
  value: unknown,
  binding: Binding,
  formatVersion = STORE_FORMAT_VERSION,
  tail?: Tail,
): Promise<SealedRecord> {
  const json = utf8(JSON.stringify(value));
  return encrypted(key, await gzip(tail ? framed(json, tail) : json), binding, formatVersion);
}

/** AES-GCM with a fresh random 96-bit IV: one IV is never used twice with a key. */
async function encrypted(
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  binding: Binding,
  formatVersion: number,
): Promise<SealedRecord> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(binding, formatVersion) },
    key,
    bytes,
  );
  return { formatVersion, iv, data };
}

/**
 * A page as store format 3 keeps it: its fields' JSON, framed, then its rows as they were compressed
 * (src/core/coded-rows/rows-frame.ts), all under AES-GCM. The rows are not compressed again here: a team
 * page's are kept as the team's server compressed them, which spared the device most of storing them
 * (measured: docs/architecture.md#the-teams-history).
 */
export const sealPage = (key: CryptoKey, fields: object, binding: Binding, packedRows: Tail) =>
  encrypted(key, framed(utf8(JSON.stringify(fields)), packedRows), binding, STORE_FORMAT_VERSION);

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
  const packed = await decrypted(key, record, binding);
  try {
    const bytes = await gunzip(packed);
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

async function decrypted(key: CryptoKey, record: SealedRecord, binding: Binding) {
  try {
    const bytes = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: concatBytes(record.iv),
        additionalData: additionalData(binding, record.formatVersion),
      },
      key,
      record.data,
    );
    return new Uint8Array(bytes);
  } catch {
    throw new UnsealError('key', 'it was sealed under another key, or changed since it was written');
  }
}

/** A page sealed by sealPage: its fields' JSON value and its rows, still compressed. */
export async function unsealPage(
  key: CryptoKey,
  record: SealedRecord,
  binding: Binding,
): Promise<{ fields: unknown; packedRows: Tail }> {
  const bytes = await decrypted(key, record, binding);
  try {
    const length = new DataView(bytes.buffer).getUint32(0, true);
    if (4 + length > bytes.byteLength) throw new RangeError('the frame is longer than the record');
    const fields: unknown = JSON.parse(decoder.decode(bytes.subarray(4, 4 + length)));
    return { fields, packedRows: bytes.subarray(4 + length) };
  } catch {
    throw new UnsealError('damaged', 'its contents decrypted but are not a framed page');
  }
}

/** Bytes a sealed record takes on disk, near enough: its ciphertext (with the GCM tag) and its IV. */
export const sealedBytes = (record: SealedRecord) => record.data.byteLength + record.iv.byteLength;
