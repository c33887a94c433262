import { join } from 'node:path';
import { z } from 'zod';
import type { DayAlert } from '../../src/core/analytics/alerts';
import { readToolJson, writeAtomic } from '../../warehouse/atomic';

/** Beside `_history.json`: engines skip names that start with `_`. Never the webhook's address. */
export const ALERTS_FILE = '_alerts.json';

const sentSchema = z.object({ version: z.literal(1), sent: z.array(z.string()) });

/** An alert's name in the record: its day and figure, so the same alert computed again is known. */
export const alertKey = (alert: DayAlert) =>
  `${new Date(alert.day).toISOString().slice(0, 10)} ${alert.figure}`;

/** The alerts a history's webhook has received; none when the folder has no record yet. */
export async function readSent(folder: string): Promise<Set<string>> {
  const record = await readToolJson(join(folder, ALERTS_FILE), sentSchema, 'the record of alerts sent');
  return new Set(record?.sent ?? []);
}

/** Written whole after each post that succeeded, so a run stopped midway sends none of them again. */
export const writeSent = (folder: string, sent: ReadonlySet<string>) =>
  writeAtomic(
    join(folder, ALERTS_FILE),
    JSON.stringify({ version: 1, sent: [...sent].sort() }, null, 2) + '\n',
  );
