import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomic } from '../warehouse/atomic';
import { CHECKPOINT_FILE } from './output/layout';

/** What a window's folder holds so far. Holds no secret: the query, the cursor and counts only. */
export const checkpointSchema = z.object({
  version: z.literal(1),
  query: z.object({
    reportKey: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    size: z.number().int().optional(),
    campaignId: z.string().optional(),
  }),
  format: z.string(),
  /** How its files' personal data was masked; absent when it was not. */
  mask: z.enum(['kind', 'pseudonym']).optional(),
  /** The cursor of the next page to ask for ("" before the first, and after the last). */
  cursor: z.string(),
  pagesDone: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  rows: z.number().int().min(0),
  done: z.boolean(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** The window's checkpoint; null when there is none. A checkpoint that cannot be read is an error. */
export async function readCheckpoint(folder: string): Promise<Checkpoint | null> {
  let text: string;
  try {
    text = await readFile(join(folder, CHECKPOINT_FILE), 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw e;
  }
  const parsed = checkpointSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(folder, CHECKPOINT_FILE)} is not a checkpoint of this tool.`);
  // Pages done and no cursor left is a window whose last page is stored: a stop before its closing write
  // must not read as "not begun", whose cursor is also "" (the whole window would be stored again).
  const { pagesDone, cursor } = parsed.data;
  return pagesDone > 0 && cursor === '' ? { ...parsed.data, done: true } : parsed.data;
}

export const writeCheckpoint = (folder: string, checkpoint: Checkpoint) =>
  writeAtomic(join(folder, CHECKPOINT_FILE), JSON.stringify(checkpoint, null, 2) + '\n');
