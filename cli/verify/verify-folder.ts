import { relative } from 'node:path';
import { InputError } from '../input-error';
import { readHistoryState } from '../../warehouse/history/state';
import { readTeamState } from '../../warehouse/team/team-state';
import { findHistories } from './find-histories';
import type { Finding, HistoryReport } from './findings';
import { hasStaging } from './leftovers';
import { verifyCliHistory } from './verify-cli-history';
import { verifyTeamHistory } from './verify-team-history';

export interface FolderReport extends HistoryReport {
  histories: number;
}

/** One history, as the command line or the team's server wrote it (the team's state names its files). */
async function verifyOne(out: string, folder: string): Promise<HistoryReport> {
  const where = relative(out, folder) || '.';
  const team = await readTeamState(folder);
  if (team && team !== 'damaged') return verifyTeamHistory(folder, where, team);
  const state = await readHistoryState(folder).catch(() => 'damaged' as const);
  if (state === null || state === 'damaged') {
    const problem: Finding = {
      problem: true,
      where,
      message: '_history.json does not read as a history state.',
    };
    return { parts: 0, rows: 0, findings: [problem] };
  }
  return verifyCliHistory(folder, where, state);
}

/**
 * Every history under `out` checked against its manifests and its state, one after another (a history's
 * ids are held in memory while it is read). A folder with no history is bad input.
 */
export async function verifyFolder(out: string): Promise<FolderReport> {
  const folders = await findHistories(out).catch(() => {
    throw new InputError(`${out} is not a folder that can be read.`);
  });
  if (folders.length === 0)
    throw new InputError(
      `${out} holds no history (_history.json): give the --out of an extract --since, or a team server's store.`,
    );
  const report: FolderReport = { histories: folders.length, parts: 0, rows: 0, findings: [] };
  for (const folder of folders) {
    const one = await verifyOne(out, folder);
    report.parts += one.parts;
    report.rows += one.rows;
    report.findings.push(...one.findings);
  }
  // The team's spans being received, at its root: a running server's, or a stopped one's (removed at start).
  if (await hasStaging(out))
    report.findings.push({
      problem: false,
      where: '.',
      message:
        '_staging holds spans being received (or left by a stopped server, which removes them when it starts).',
    });
  return report;
}
