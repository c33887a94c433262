import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { partFile } from '../../warehouse/team/team-layout';
import type { PartFile, TeamState } from '../../warehouse/team/team-state';
import { checkPart } from '../../warehouse/history/day-check';
import { findingsOf, idRegister, type Findings, type HistoryReport } from './findings';
import { leftovers } from './leftovers';
import { readPartRows } from './verify-day';

const NEXT = 'the server drops it when next asked, and fetches it again';

/** One partition the state names: its file as the state records it, its manifest, its ids read whole. */
async function verifyPart(
  folder: string,
  part: string,
  recorded: PartFile,
  found: Findings,
  register: (ids: readonly unknown[], part: string) => void,
): Promise<number> {
  const check = await checkPart(partFile(folder, part));
  if (check.kind === 'none') {
    found.problem(`is gone (no file, no manifest) though _history.json names it: ${NEXT}.`, part);
    return 0;
  }
  if (check.kind === 'no-manifest') {
    found.problem(
      'has a data.parquet without a manifest (written before manifests, or its manifest deleted).',
      part,
    );
    return 0;
  }
  if (check.kind === 'stopped') {
    // The swap renames a manifest before its file: a stop between leaves the file the state still names.
    found.note(
      'has a manifest ahead of its file: a commit stopped half-way; the state still names the file kept.',
      part,
    );
    return 0;
  }
  if (check.kind === 'damaged') {
    found.problem(`${check.why}: ${NEXT}.`, part);
    return 0;
  }
  if (check.manifest.sha256 !== recorded.sha256) {
    // The swap renames the state last: a stop before it leaves a whole newer day the state does not name yet.
    if (check.manifest.replaces === recorded.sha256)
      found.note(
        `holds a newer file than _history.json records (a commit stopped before its state): ${NEXT}.`,
        part,
      );
    else found.problem(`is not the file _history.json records: ${NEXT}.`, part);
    return 0;
  }
  return readPartRows(check, part, found, register);
}

/** The team server's store of one history: every partition its state names, and none it does not. */
export async function verifyTeamHistory(
  folder: string,
  where: string,
  state: TeamState,
): Promise<HistoryReport> {
  const found = findingsOf(where);
  const register = idRegister(found);
  const parts = Object.keys(state.files).sort();
  let rows = 0;
  for (const part of parts) {
    const recorded = state.files[part];
    if (recorded) rows += await verifyPart(folder, part, recorded, found, register);
  }
  const onDisk = (await readdir(folder)).filter((name) => /^(day|segment)=/.test(name));
  for (const part of onDisk.filter((name) => !(name in state.files)))
    if ((await readdir(join(folder, part))).includes('data.parquet'))
      found.problem(
        'holds a data.parquet that _history.json does not name: an engine reads rows the server does not serve.',
        part,
      );
  await leftovers(folder, onDisk, found);
  return { parts: parts.length, rows, findings: found.findings };
}
