import { useEffect, useRef, useState } from 'react';
import { labelOf, PART_LABELS } from '../../core/contract';
import type { ConversationSummary } from '../../core/conversations';
import { formatServiceDate } from '../../core/dates';
import { formatCount } from '../../lib/format';
import type { ListFilter, ListSort, SortKey } from './list-model';

const PAGE = 100;
// Widths in % of a fixed-layout table, so every column stays in view in half a screen. A header too long
// for its column shows `short` ("Conversatio" and "Low confidenc" were cut off at 1440 px), which is also
// its accessible name (a voice user says what they see); the full label is its tooltip.
const COLUMNS: { key: SortKey; label: string; short?: string; width: number; numeric?: boolean }[] = [
  { key: 'id', label: 'Conversation id', short: 'Id', width: 13 },
  { key: 'messages', label: 'Messages', width: 11, numeric: true },
  { key: 'first', label: 'First', width: 25 },
  { key: 'last', label: 'Last', width: 11 },
  { key: 'channel', label: 'Channel', width: 13 },
  { key: 'lowConfidence', label: 'Low confidence', short: 'Low conf.', width: 11, numeric: true },
];
const PARTS_WIDTH = 16;

const localTime = (at: number) => (Number.isNaN(at) ? 'no date' : formatServiceDate(new Date(at)));
/** The last time without its date when the conversation ended on the day it began: a narrower column. */
const lastTime = (first: number, last: number) => {
  const [f, l] = [localTime(first), localTime(last)];
  return f.slice(0, 10) === l.slice(0, 10) ? l.slice(11) : l;
};

export interface ConversationListProps {
  lines: readonly ConversationSummary[];
  total: number;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  openId: string | null;
  onOpen: (id: string) => void;
}

/** One line per conversation, sortable and filterable; lines are shown a hundred at a time. */
export function ConversationList({
  lines,
  total,
  sort,
  onSort,
  filter,
  onFilter,
  openId,
  onOpen,
}: ConversationListProps) {
  const [limit, setLimit] = useState(PAGE);
  const openAt = openId === null ? -1 : lines.findIndex((l) => l.id === openId);
  const shown = lines.slice(0, Math.max(limit, openAt + 1));
  const tableRef = useRef<HTMLTableElement>(null);

  // Keep the open line in view when j/k moves past the visible part of the list.
  useEffect(() => {
    if (openId === null) return;
    const row = tableRef.current?.querySelector(`tr[data-id="${CSS.escape(openId)}"]`);
    row?.scrollIntoView({ block: 'nearest' });
  }, [openId]);

  const sortBy = (key: SortKey) =>
    onSort({
      key,
      direction: sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    });

  return (
    <section className="conv-list" aria-labelledby="conv-list-title">
      <h3 id="conv-list-title">All conversations</h3>
      <div className="conv-filters">
        <label>
          Filter by id or channel{' '}
          <input
            type="search"
            value={filter.text}
            onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={filter.lowConfidenceOnly}
            onChange={(e) => onFilter({ ...filter, lowConfidenceOnly: e.target.checked })}
          />{' '}
          Only with low confidence
        </label>
        <label>
          <input
            type="checkbox"
            checked={filter.withPersonOnly}
            onChange={(e) => onFilter({ ...filter, withPersonOnly: e.target.checked })}
          />{' '}
          Only with an agent or consultant
        </label>
      </div>
      <p className="muted">
        {lines.length === total
          ? `${formatCount(total)} conversations`
          : `${formatCount(lines.length)} of ${formatCount(total)} conversations match`}
      </p>
      <div className="conv-table-wrap">
        <table className="conv-table" ref={tableRef}>
          <caption className="visually-hidden">Conversations loaded so far; choose one to read it</caption>
          <colgroup>
            {COLUMNS.map((c) => (
              <col key={c.key} style={{ width: `${c.width}%` }} />
            ))}
            <col style={{ width: `${PARTS_WIDTH}%` }} />
          </colgroup>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? 'num' : undefined}
                  aria-sort={sort.key === c.key ? sort.direction : undefined}
                >
                  <button
                    type="button"
                    className="conv-sort"
                    title={c.short ? c.label : undefined}
                    onClick={() => sortBy(c.key)}
                  >
                    {c.short ?? c.label}
                    <span aria-hidden="true">
                      {sort.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">Parts</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((l) => (
              <tr key={l.id} data-id={l.id} className={l.id === openId ? 'is-open' : undefined}>
                <td>
                  <button
                    type="button"
                    className="btn-link mono"
                    title={l.id}
                    aria-current={l.id === openId ? 'true' : undefined}
                    onClick={() => onOpen(l.id)}
                  >
                    {l.id}
                  </button>
                </td>
                <td className="num">{l.messages}</td>
                <td>{localTime(l.firstAt)}</td>
                <td>{lastTime(l.firstAt, l.lastAt)}</td>
                <td title={l.channels.join(', ')}>{l.channels.join(', ')}</td>
                <td className="num">{l.lowConfidence}</td>
                <td className="conv-parts">{l.parts.map((p) => labelOf(PART_LABELS, p)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < lines.length ? (
        <button type="button" className="btn btn-small" onClick={() => setLimit(shown.length + PAGE)}>
          Show {Math.min(PAGE, lines.length - shown.length)} more
        </button>
      ) : null}
    </section>
  );
}
