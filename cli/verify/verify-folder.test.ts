import { mkdtempSync } from 'node:fs';
import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../src/core/contract';
import { generateDialogsRows } from '../../src/sim';
import { dayFile } from '../../warehouse/layout';
import { writeDay } from '../../warehouse/history/day-file';
import { dayOf, rowTimeOf } from '../../warehouse/history/row-time';
import { writeHistoryState, type HistoryState } from '../../warehouse/history/state';
import { at, DIALOGS, keepSpan, spanOf, tempStore } from '../../warehouse/testing/team-fixture';
import { segmentSpans } from '../history/history-days';
import { verifyFolder } from './verify-folder';

const HISTORY = join('report=DIALOGS', 'tenant=1234');
const FETCHED_AT = '2026-04-01 02:00:00';
const DAYS = ['2026-03-29', '2026-03-30', '2026-03-31'];

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const dayOfRow = (row: Row) => dayOf(rowTimeOf(row.date)?.wallMs ?? 0);
const ROWS = generateDialogsRows(1_500).filter((row) => DAYS.includes(dayOfRow(row)));
const rowsOf = (day: string) => ROWS.filter((row) => dayOfRow(row) === day);

function stateOf(pending: HistoryState['pending'] = null): HistoryState {
  const segment = { startDate: '2026-03-29 00:00:00', endDate: '2026-03-31 23:59:59', fetchedAt: FETCHED_AT };
  return {
    version: 1,
    environment: 'demo',
    report: 'dialogs',
    tenant: '1234',
    campaignId: null,
    offsetMinutes: -300,
    segments: [{ ...segment, rows: ROWS.length }],
    pending,
  };
}

/** A command-line history of three days, each as a commit writes it, with its manifest. */
async function threeDays(rowsOfDay: (day: string) => Row[] = rowsOf) {
  const out = mkdtempSync(join(tmpdir(), 're-verify-'));
  folders.push(out);
  const history = join(out, HISTORY);
  const state = stateOf();
  for (const day of DAYS)
    await writeDay(dayFile(history, day), {
      rows: rowsOfDay(day),
      dialogs: true,
      mask: null,
      spans: segmentSpans(state, day),
    });
  await writeHistoryState(history, state);
  return { out, history };
}

const problemsOf = async (out: string) => (await verifyFolder(out)).findings.filter((f) => f.problem);

describe('verify, over a folder of the command line', () => {
  it('finds nothing wrong in a history as its commits left it, and counts every row', async () => {
    const { out } = await threeDays();
    const report = await verifyFolder(out);
    expect(report).toMatchObject({ histories: 1, parts: 3, rows: ROWS.length, findings: [] });
  });

  it('takes a commit stopped between a day’s manifest and its file for what it is while its fetch is pending', async () => {
    const { out, history } = await threeDays();
    const path = dayFile(history, '2026-03-31');
    const before = await readFile(path);
    // The next commit of the day, stopped after its manifest: the old file is still there.
    await writeDay(path, {
      rows: rowsOf('2026-03-31').slice(1),
      dialogs: true,
      mask: null,
      spans: segmentSpans(stateOf(), '2026-03-31'),
    });
    await writeFile(path, before);
    const pending = {
      startDate: '2026-03-31 12:00:00',
      endDate: '2026-04-01 01:59:59',
      askedAt: '2026-04-01T07:00:00.000Z',
    };
    await writeHistoryState(history, stateOf(pending));
    const report = await verifyFolder(out);
    expect(report.findings.filter((f) => f.problem)).toEqual([]);
    expect(report.findings.map((f) => f.message).join('\n')).toMatch(
      /pending fetch had not committed the day yet/,
    );

    // With no fetch pending, the same file is one put back where another belongs.
    await writeHistoryState(history, stateOf());
    expect(await problemsOf(out)).toMatchObject([{ where: `${HISTORY} day=2026-03-31` }]);
  });

  it('names a row held in two days', async () => {
    const twin = rowsOf('2026-03-29')[0];
    const { out } = await threeDays((day) =>
      day === '2026-03-30' && twin ? [...rowsOf(day), { ...twin }] : rowsOf(day),
    );
    expect(await problemsOf(out)).toEqual([
      {
        problem: true,
        where: `${HISTORY} day=2026-03-30`,
        message: `the row of id ${String(twin?.id)} is held twice (also in day=2026-03-29).`,
      },
    ]);
  });

  it('names a day whose manifest records fetches the state does not', async () => {
    const { out, history } = await threeDays();
    const state = stateOf();
    await writeHistoryState(history, {
      ...state,
      segments: state.segments.map((s) => ({ ...s, endDate: '2026-03-30 23:59:59' })),
    });
    expect(await problemsOf(out)).toMatchObject([
      {
        where: `${HISTORY} day=2026-03-31`,
        message: expect.stringMatching(
          /^its manifest records the fetches 2026-03-31 00:00:00 \.\. 2026-03-31 23:59:59 \(fetched 2026-04-01 02:00:00\); _history.json records none\.$/,
        ),
      },
    ]);
  });
});

describe('verify, over a team server’s store', () => {
  const WEEK = spanOf('2026-03-26 00:00:00', '2026-03-31 23:59:59');
  const within = (row: Row) => {
    const t = rowTimeOf(row.date)?.wallMs ?? 0;
    return t >= WEEK.startMs && t <= WEEK.endMs;
  };

  it('finds nothing wrong in what the server kept, and names a day file cut short', async () => {
    const rows = generateDialogsRows(3_000).filter(within);
    const { folder, store } = await tempStore();
    await keepSpan(store, DIALOGS, WEEK, at(FETCHED_AT), rows);
    await store.close();
    expect(await verifyFolder(folder)).toMatchObject({
      histories: 1,
      parts: 6,
      rows: rows.length,
      findings: [],
    });

    const history = join(folder, 'demo', HISTORY);
    await truncate(join(history, 'day=2026-03-30', 'data.parquet'), 100);
    expect(await problemsOf(folder)).toMatchObject([
      { where: `${join('demo', HISTORY)} day=2026-03-30`, message: expect.stringMatching(/cut short/) },
    ]);
  });

  it('calls a commit stopped before its state consistent: a whole newer day, noted', async () => {
    const rows = generateDialogsRows(3_000).filter(within);
    const { folder, store } = await tempStore();
    await keepSpan(store, DIALOGS, WEEK, at(FETCHED_AT), rows);
    const state = join(folder, 'demo', HISTORY, '_history.json');
    const before = await readFile(state);
    const noon = spanOf('2026-03-30 12:00:00', '2026-03-30 23:59:59');
    const later = rows.filter((row) => {
      const t = rowTimeOf(row.date)?.wallMs ?? 0;
      return t >= noon.startMs && t <= noon.endMs;
    });
    await keepSpan(store, DIALOGS, noon, at('2026-04-02 02:00:00'), later.slice(1)); // a row fewer: another file
    await store.close();
    await writeFile(state, before); // as if stopped before the state's rename
    const report = await verifyFolder(folder);
    expect(report.findings).toMatchObject([
      {
        problem: false,
        where: `${join('demo', HISTORY)} day=2026-03-30`,
        message: expect.stringMatching(/a commit stopped before its state/),
      },
    ]);
  });
});
