import { z } from 'zod';
import { codeOldRows, packOldRows } from './pack-rows';
import { STORE_FORMAT_VERSION } from './types';

export type RecordKind = 'header' | 'facts' | 'page';

type Fields = Record<string, unknown>;
/** Turns a record of format N into format N + 1. */
type Step = (record: Fields) => Fields;

/**
 * How each kind of record moves from one format to the next. A format change adds its step here and a
 * test with a record of the old shape; records are migrated as they are read and written back in the
 * current format only when the run is next written, so an old build's records stay readable.
 *
 * Format 0 (records written before formats were numbered): the header named its sizes `bytes` and
 * `pages`, the facts had no `keeping` flag (every page of such a run was kept), and a page's rows were
 * objects, not packed.
 *
 * Format 1: a page's rows were packed (each row a list of its values, pack-rows.ts); format 2 codes them
 * (each distinct value once, each cell its place: coded-rows.ts). Headers and facts did not change.
 *
 * Format 3 lays a page's bytes out otherwise (its fields, then its rows compressed apart: seal.ts
 * sealPage); what they hold did not change, so its steps change nothing but the header's number.
 */
const STEPS: Record<RecordKind, Record<number, Step>> = {
  header: {
    0: ({ bytes, pages, ...rest }) => ({ ...rest, formatVersion: 1, storedBytes: bytes, storedPages: pages }),
    1: (header) => ({ ...header, formatVersion: 2 }),
    2: (header) => ({ ...header, formatVersion: 3 }),
  },
  facts: { 0: (facts) => ({ keeping: true, ...facts }), 1: (facts) => facts, 2: (facts) => facts },
  page: {
    0: ({ rows, ...page }) => ({ ...page, ...packOldRows(rows) }),
    1: ({ shapes, rows, ...page }) => ({ ...page, ...codeOldRows(shapes, rows) }),
    2: (page) => page,
  },
};

/** A record of this build's format cannot be read: newer than this build, or of an unknown old one. */
export class FormatError extends Error {
  constructor(
    readonly newer: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'FormatError';
  }
}

const fieldsSchema = z.record(z.string(), z.unknown());

/** Throws when a record of format `version` was written by a newer build than this one. */
export function refuseNewer(version: number) {
  if (version > STORE_FORMAT_VERSION) {
    throw new FormatError(
      true,
      `it was written by a newer version of Report Explorer (store format ${version}; this one reads up to ${STORE_FORMAT_VERSION})`,
    );
  }
}

/** A record of format `version` brought to the current format, still unchecked (its schema checks it). */
export function migrate(kind: RecordKind, version: number, record: unknown): unknown {
  refuseNewer(version);
  if (version === STORE_FORMAT_VERSION) return record;
  const fields = fieldsSchema.safeParse(record);
  if (!fields.success) throw new FormatError(false, `its format ${version} content is not a record`);
  let migrated = fields.data;
  for (let v = version; v < STORE_FORMAT_VERSION; v++) {
    const step = STEPS[kind][v];
    if (!step) throw new FormatError(false, `its store format ${version} is no longer readable`);
    migrated = step(migrated);
  }
  return migrated;
}
