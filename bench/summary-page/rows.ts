import type { DialogsRow, Row } from '../../src/core/contract';
import { decodeRows, encodeRows, stringPool } from '../../src/engine/wire-rows';
import { makePages } from '../table-page/rows';

/** Agents a conversation is handed to: the pivot's column across has about this many values. */
export const AGENTS = 50;

/**
 * No DIALOGS column has about 50 values (text has 36, the rest far fewer or thousands), so each row gets an
 * `agent`, one of AGENTS names, the same for every row of a conversation (a hash of its sessionId).
 */
const withAgent = (row: DialogsRow): Row => {
  const session = String(row.sessionId ?? '');
  let hash = 2166136261;
  for (let i = 0; i < session.length; i++) hash = Math.imul(hash ^ session.charCodeAt(i), 16777619) >>> 0;
  return { ...row, agent: `Agente ${String((hash % AGENTS) + 1).padStart(2, '0')}` };
};

/**
 * The table bench's DIALOGS rows (table-page/rows.ts: pages of JSON, parsed), each with its agent, then held
 * as the app's page holds a run's rows: each page coded as it crosses from the engine's worker and rebuilt
 * through one string pool (src/engine/wire-rows.ts, as src/engine/connect.ts does), so equal short strings
 * (a channel, an intent, an agent) are one string across pages, where JSON.parse makes each cell its own.
 * Every summary page (ours, AG Grid's, DuckDB-WASM's, Perspective's) makes them this way, so they hold the
 * very same rows. Measured: docs/measurements.md ("The Summary bench's rows held as the app holds them").
 */
export function makeSummaryPages(total: number) {
  const made = makePages(total, withAgent);
  const share = stringPool();
  return { ...made, pages: made.pages.map((page) => decodeRows(encodeRows(page), share)) };
}

/** What both pages summarize: the grouping, the measures and the pivot, by column key. */
export const GROUP_KEYS = ['channelName', 'currentIntent'] as const;
/** The count is of rows: every row has a record id, so a count of `id` values is one. */
export const COUNT_KEY = 'id';
export const AVERAGE_KEY = 'confidence';
export const PIVOT_KEY = 'agent';
/** The word typed into the filter of every column with the grouping shown, a keystroke at a time. */
export const WORD = 'saldo';
