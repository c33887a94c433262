import { readFile } from 'node:fs/promises';
import { parquetMetadata, parquetRead, type FileMetaData } from 'hyparquet';
import { idsSha256Of, manifestPathOf, readManifest, sha256Of, type Manifest } from './manifest';

/** A partition against its manifest, by the bytes alone (size and SHA-256). */
export type PartCheck =
  /** Neither a file nor a manifest. */
  | { kind: 'none' }
  /** The file its manifest names (none, for a day without rows). */
  | { kind: 'ok'; manifest: Manifest; bytes: Uint8Array | null }
  /** A file without a manifest: written before manifests were, or its manifest deleted. */
  | { kind: 'no-manifest'; bytes: Uint8Array }
  /**
   * The file the manifest replaces (or none yet): a commit stopped between the two, which a run finishes
   * when its fetch is pending; otherwise damage (`why`), a file deleted or put back.
   */
  | { kind: 'stopped'; manifest: Manifest; why: string }
  | { kind: 'damaged'; why: string };

async function bytesOf(path: string): Promise<Uint8Array | null> {
  try {
    return await readFile(path);
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw e;
  }
}

function mismatch(manifest: Manifest, bytes: Uint8Array | null): string {
  if (!bytes) return `its ${manifest.file} is missing`;
  if (manifest.sha256 === null) return `holds a ${manifest.file} where its manifest says the day has no row`;
  if (bytes.byteLength !== manifest.size)
    return `its ${manifest.file} is ${bytes.byteLength} bytes, not the ${manifest.size} its manifest names (cut short or damaged)`;
  return `its ${manifest.file} is not the file its manifest names (another SHA-256: damaged, or another file in its place)`;
}

/** The partition of `dataFile` checked against the manifest beside it. */
export async function checkPart(dataFile: string): Promise<PartCheck> {
  const manifest = await readManifest(manifestPathOf(dataFile));
  if (manifest === 'unreadable')
    return { kind: 'damaged', why: 'its manifest (_manifest.json) does not read' };
  const bytes = await bytesOf(dataFile);
  if (manifest === null) return bytes ? { kind: 'no-manifest', bytes } : { kind: 'none' };
  const actual = bytes ? sha256Of(bytes) : null;
  if (actual === manifest.sha256) return { kind: 'ok', manifest, bytes };
  if (actual === manifest.replaces) return { kind: 'stopped', manifest, why: mismatch(manifest, bytes) };
  return { kind: 'damaged', why: mismatch(manifest, bytes) };
}

/** A 64-bit integer cell as the service sent it (a JSON number). */
const asSent = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/**
 * The file read as Parquet: its row count and its `id` column against the manifest's; the ids in file
 * order, or why it does not read. Only the ids are decoded: what `verify` needs to find an id twice.
 */
export async function readIds(bytes: Uint8Array, manifest: Manifest): Promise<unknown[] | { why: string }> {
  const file = Uint8Array.from(bytes).buffer; // its own ArrayBuffer: Node pools small reads in a shared one
  let metadata: FileMetaData;
  try {
    metadata = parquetMetadata(file);
  } catch {
    return { why: `its ${manifest.file} does not read as Parquet` };
  }
  const rows = Number(metadata.num_rows);
  if (rows !== manifest.rows) return { why: `its ${manifest.file} holds ${rows} rows, not ${manifest.rows}` };
  let ids: unknown[] = new Array<unknown>(rows).fill(null);
  if (metadata.schema.some((element) => element.name === 'id'))
    try {
      await parquetRead({
        file,
        metadata,
        columns: ['id'],
        onComplete: (cells: unknown[][]) => (ids = cells.map((cell) => asSent(cell[0]))),
      });
    } catch {
      return { why: `the ids of its ${manifest.file} do not read` };
    }
  if (ids.length !== rows || idsSha256Of(ids) !== manifest.idsSha256)
    return { why: `the ids of its ${manifest.file} are not those its manifest names` };
  return ids;
}
