import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Findings } from './findings';

/** The files of a partition's folder that are its own: anything else is read by no one, or by an engine. */
const OWN = /^(data\.parquet|data\.parquet\.masking\.json|_manifest\.json)$/;

/**
 * What a stopped write leaves in a history's folder and its partitions (temporaries, which the next run
 * removes: a note), and any file a partition should not hold (a problem when an engine's glob reads it).
 */
export async function leftovers(folder: string, parts: readonly string[], found: Findings): Promise<void> {
  let temporaries = 0;
  for (const part of ['', ...parts]) {
    const names = await readdir(join(folder, part)).catch(() => []);
    for (const name of names) {
      if (name.includes('.tmp-')) temporaries++;
      else if (part !== '' && !OWN.test(name) && name.endsWith('.parquet'))
        found.problem(
          `holds ${name}, which no manifest names: an engine's **/*.parquet reads its rows.`,
          part,
        );
    }
  }
  if (temporaries > 0)
    found.note(
      `${temporaries} temporary file(s) of a write that was stopped: never read, removed by the next run.`,
    );
}

/** A staging folder with something in it. */
export const hasStaging = async (folder: string) =>
  (await readdir(join(folder, '_staging')).catch(() => [])).length > 0;
