import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Beside a span's staged pages: the cursor each page was asked with, a line a page, so a day's manifest
 * can name the pages its rows came from. Not `.ndjson`: the commit reads those as pages.
 */
export const cursorLogOf = (staging: string) => join(staging, '_cursors.log');

const lineSchema = z.object({ page: z.number().int().min(0), cursor: z.string() });

export const logCursor = (path: string, page: number, cursor: string) =>
  appendFile(path, JSON.stringify({ page, cursor }) + '\n');

/** Each page's cursor (a page asked again after a stop: its last line); none when there is no log. */
export async function readCursorLog(staging: string): Promise<Map<number, string>> {
  const text = await readFile(cursorLogOf(staging), 'utf8').catch(() => '');
  const cursors = new Map<number, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      continue; // a line cut short by a stop: its page was not kept either
    }
    const parsed = lineSchema.safeParse(json);
    if (parsed.success) cursors.set(parsed.data.page, parsed.data.cursor);
  }
  return cursors;
}
