import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { reportByKey } from '../../src/core/catalog/catalog';
import type { TeamHistoryId } from '../../src/core/team-history';
import { compactDate, hiveValue } from '../layout';

/** One history of the team in one environment (the server's `TeamHistoryKey`). */
export interface HistoryKey extends TeamHistoryId {
  environment: string;
}

/**
 * A folder name that no other value shares: the value itself when it is already a Hive value, else its
 * Hive value and a hash of it, so two tenants that differ only in a `/` or a space never share a folder.
 */
export function uniqueValue(text: string): string {
  const plain = hiveValue(text);
  if (plain === text && text !== '' && !text.startsWith('_') && !text.startsWith('.')) return text;
  return `${plain}~${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

/**
 * A history's folder: `<environment>/report=<name>/tenant=<tenant>[/campaign=<id>]`, the command line's
 * layout under a folder per environment, so one glob per environment reads the team's history.
 */
export function teamHistoryFolder(root: string, key: HistoryKey): string {
  const base = join(
    root,
    uniqueValue(key.environment),
    // The catalog's names, as the command line writes them: distinct as Hive values too.
    `report=${hiveValue(reportByKey(key.reportKey).name)}`,
    `tenant=${uniqueValue(key.tenant)}`,
  );
  return key.campaignId === null ? base : join(base, `campaign=${uniqueValue(key.campaignId)}`);
}

/** A day's partition of a dated report (the command line's `dayFile`), by its folder's name. */
export const dayPart = (day: string) => `day=${day}`;

/** A whole segment's partition of a report without dated rows, by its span. */
export const segmentPart = (span: { startDate: string; endDate: string }) =>
  `segment=${compactDate(span.startDate)}_${compactDate(span.endDate)}`;

export const PART_FILE = 'data.parquet';
export const partFile = (history: string, part: string) => join(history, part, PART_FILE);

/** Spans being received, one folder per writer: a restart removes it whole (nothing there is kept). */
export const TEAM_STAGING = '_staging';

/** The lock file that keeps a second server process off the folder. */
export const LOCK_FILE = '_server.lock';

/** Folders only the server's user may enter, files only it may read. */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;
