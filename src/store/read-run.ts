import { z } from 'zod';
import { FormatError, migrate, refuseNewer } from './migrate';
import {
  factsSchema,
  headerSchema,
  headerVersionSchema,
  lockedHeaderSchema,
  pageFieldsSchema,
  storedPageSchema,
  sealedRecordSchema,
} from './schemas';
import { codedFromStored, codesOfTail, frameStored, storedCoded, unpackFrame } from '../core/coded-rows';
import { ROWS_AMISS, unreadablePage } from './framed-read';
import type { SealedRecord } from './schemas';
import { UnsealError, unseal, unsealFramed, unsealPage, type Binding } from './seal';
import type { ListedRun, FramedRead, RunHeader } from './types';

type Locked = Extract<ListedRun, { locked: true }>['reason'];

/** A run's header in the current format, or why it cannot be used. */
export function readHeader(runId: string, raw: unknown): RunHeader | Locked {
  const version = headerVersionSchema.safeParse(raw);
  if (!version.success) return 'corrupt';
  try {
    const header = headerSchema.safeParse(migrate('header', version.data.formatVersion, raw));
    return header.success && header.data.id === runId ? header.data : 'corrupt';
  } catch (error) {
    if (error instanceof FormatError) return error.newer ? 'newer-format' : 'corrupt';
    throw error;
  }
}

const fieldsSchema = z.record(z.string(), z.unknown());

/** What the list shows of a run it cannot open: its header as far as it reads, and why. */
function locked(runId: string, rawHeader: unknown, reason: Locked): ListedRun {
  const fields = fieldsSchema.safeParse(rawHeader);
  return { header: lockedHeaderSchema(runId).parse(fields.success ? fields.data : {}), locked: true, reason };
}

/** One run of the list: opened with `key` when it is this tenant's and the key's, else locked. */
export async function listRun(
  key: CryptoKey,
  tenantTag: string,
  runId: string,
  rawHeader: unknown,
  rawFacts: unknown,
): Promise<ListedRun> {
  const header = readHeader(runId, rawHeader);
  if (typeof header === 'string') return locked(runId, rawHeader, header);
  if (header.tenantTag !== tenantTag) return locked(runId, rawHeader, 'other-key');
  const envelope = sealedRecordSchema.safeParse(rawFacts);
  if (!envelope.success) return locked(runId, rawHeader, 'corrupt');
  try {
    const value = await unseal(key, envelope.data, { runId });
    const facts = factsSchema.safeParse(migrate('facts', envelope.data.formatVersion, value));
    return facts.success ? { header, locked: false, facts: facts.data } : locked(runId, rawHeader, 'corrupt');
  } catch (error) {
    if (error instanceof FormatError)
      return locked(runId, rawHeader, error.newer ? 'newer-format' : 'corrupt');
    if (error instanceof UnsealError)
      return locked(runId, rawHeader, error.reason === 'key' ? 'other-key' : 'corrupt');
    throw error;
  }
}

/**
 * A page of store format 3 opened: its own fields (a team page's rows came with their place in the span,
 * which these replace) and its rows inflated, their frame not read.
 */
async function openPage(key: CryptoKey, record: SealedRecord, binding: Binding, formatVersion: number) {
  const { fields, packedRows } = await unsealPage(key, record, binding);
  const frame = await unpackFrame(packedRows);
  if (!frame) throw new UnsealError('damaged', 'its rows are not a compressed frame');
  const page = pageFieldsSchema.safeParse(migrate('page', formatVersion, fields));
  return page.success ? { ...page.data, rows: { frame } } : null;
}

/** A page of a format before 3 opened (its rows coded, with its fields, in one frame), then framed as 3's. */
async function openOldPage(key: CryptoKey, record: SealedRecord, binding: Binding, formatVersion: number) {
  const { value, tail } = await unsealFramed(key, record, binding, formatVersion >= 2);
  const stored = storedPageSchema.safeParse(migrate('page', formatVersion, value));
  if (!stored.success) return null;
  const { shapes, shapeOf, values, codes: listed, codeBytes, ...fields } = stored.data;
  // Before format 3 the codes lay in this device's byte order; a frame holds them little-endian.
  const codes = listed ?? (codeBytes ? codesOfTail(tail, codeBytes) : null);
  const rows = codes && codedFromStored({ shapes, shapeOf, values }, codes);
  return rows ? { ...fields, rows: { frame: frameStored(storedCoded(rows)) } } : ROWS_AMISS;
}

/**
 * One stored page with its rows in their frame, not read (codedRead reads them), or a sentence saying why
 * it cannot be read.
 */
export async function readFramedPage(
  key: CryptoKey,
  runId: string,
  index: number,
  raw: unknown,
): Promise<FramedRead> {
  const envelope = sealedRecordSchema.safeParse(raw);
  if (!envelope.success) return unreadablePage(index, 'its stored record is not a sealed page');
  try {
    const { formatVersion } = envelope.data;
    // Before opening it: how a newer format lays out its bytes is not known here.
    refuseNewer(formatVersion);
    const binding = { runId, page: index };
    const page =
      formatVersion >= 3
        ? await openPage(key, envelope.data, binding, formatVersion)
        : await openOldPage(key, envelope.data, binding, formatVersion);
    if (page === null) return unreadablePage(index, 'it decrypted, but its contents are not a page of rows');
    return typeof page === 'string' ? unreadablePage(index, page) : { index, page };
  } catch (error) {
    if (error instanceof FormatError || error instanceof UnsealError)
      return unreadablePage(index, error.message);
    throw error;
  }
}
