import { concatBytes, utf8 } from './bytes';
import { gunzip, gzip } from './compress';
import type { SealedRecord } from './schemas';
import { STORE_FORMAT_VERSION } from './types';

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
 * JSON, then gzip, then AES-GCM with a fresh random 96-bit IV: one IV is never used twice with a key.
 * Records are always written in the current format; tests name an older one to fabricate old records.
 */
export async function seal(
  key: CryptoKey,
  value: unknown,
  binding: Binding,
  formatVersion = STORE_FORMAT_VERSION,
): Promise<SealedRecord> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const packed = await gzip(utf8(JSON.stringify(value)));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(binding, formatVersion) },
    key,
    packed,
  );
  return { formatVersion, iv, data };
}

/** The record's JSON value, as written with the format the record names (migrations come after). */
export async function unseal(key: CryptoKey, record: SealedRecord, binding: Binding): Promise<unknown> {
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
    return JSON.parse(new TextDecoder().decode(await gunzip(new Uint8Array(packed))));
  } catch {
    throw new UnsealError('damaged', 'its contents decrypted but are not valid compressed JSON');
  }
}

/** Bytes a sealed record takes on disk, near enough: its ciphertext (with the GCM tag) and its IV. */
export const sealedBytes = (record: SealedRecord) => record.data.byteLength + record.iv.byteLength;
