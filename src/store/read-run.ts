import { z } from 'zod';
import { FormatError, migrate, refuseNewer } from './migrate';
import {
  factsSchema,
  headerSchema,
  headerVersionSchema,
  lockedHeaderSchema,
  storedPageSchema,
  sealedRecordSchema,
} from './schemas';
import { codedFromStored, codesOfTail, hostOrder, unpackRows } from '../core/coded-rows';
import type { SealedRecord } from './schemas';
import { UnsealError, unseal, unsealFramed, unsealPage, type Binding } from './seal';
import type { ListedRun, CodedRead, RunHeader } from './types';

const objectSchema = z.record(z.string(), z.unknown());

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
 * A page of store format 3 opened: its rows' JSON with its fields over them (a team page's rows came with
 * their place in the span, which the page's own fields replace), and its codes' bytes as they lie.
 */
async function openPage(key: CryptoKey, record: SealedRecord, binding: Binding) {
  const { fields, packedRows } = await unsealPage(key, record, binding);
  const frame = await unpackRows(packedRows);
  const rows = frame && objectSchema.safeParse(frame.json);
  const own = objectSchema.safeParse(fields);
  if (!frame || !rows?.success || !own.success)
    throw new UnsealError('damaged', 'its rows are not a compressed frame');
  return { value: { ...rows.data, ...own.data }, tail: frame.codes };
}

/** One stored page with its rows as stored, or a sentence saying why it cannot be read. */
export async function readCodedPage(
  key: CryptoKey,
  runId: string,
  index: number,
  raw: unknown,
): Promise<CodedRead> {
  const unreadable = (why: string) => ({ index, unreadable: `Page ${index} cannot be read: ${why}.` });
  const envelope = sealedRecordSchema.safeParse(raw);
  if (!envelope.success) return unreadable('its stored record is not a sealed page');
  try {
    const { formatVersion } = envelope.data;
    // Before opening it: how a newer format lays out its bytes is not known here.
    refuseNewer(formatVersion);
    const binding = { runId, page: index };
    const { value, tail } =
      formatVersion >= 3
        ? await openPage(key, envelope.data, binding)
        : await unsealFramed(key, envelope.data, binding, formatVersion >= 2);
    const stored = storedPageSchema.safeParse(migrate('page', formatVersion, value));
    if (!stored.success) return unreadable('it decrypted, but its contents are not a page of rows');
    const { shapes, shapeOf, values, codes: listed, codeBytes, ...fields } = stored.data;
    // Format 3 frames its codes little-endian; before, they were in this device's order.
    const ordered = (width: 2 | 4) => (formatVersion >= 3 ? hostOrder(tail, width) : tail);
    const codes = listed ?? (codeBytes ? codesOfTail(ordered(codeBytes), codeBytes) : null);
    const rows = codes && codedFromStored({ shapes, shapeOf, values }, codes);
    if (!rows) return unreadable('it decrypted, but its rows do not match their columns');
    return { index, page: { ...fields, rows } };
  } catch (error) {
    if (error instanceof FormatError || error instanceof UnsealError) return unreadable(error.message);
    throw error;
  }
}
