import { useEffect, useRef, useState } from 'react';
import { readSummaryParam, summaryParam, withColumnsOf, type SummarySpec } from '../../core/summary';
import type { SummaryColumn } from './summary-columns';

/**
 * What a run's summary starts with: its first column that groups well, counted. A column of a few values
 * (a queue, an agent) comes before one of an id each (a call's id: as many groups as rows).
 */
export function defaultSpec(columns: readonly SummaryColumn[], reportKey: string): SummarySpec | null {
  const preferred = reportKey === 'dialogs' ? columns.find((c) => c.column.key === 'channelName') : undefined;
  const first =
    preferred ??
    columns.find((c) => c.kind === 'category' && c.fewValues) ??
    columns.find((c) => c.kind === 'category') ??
    columns[0];
  if (!first) return null;
  const bucket = first.kind === 'date' ? ('day' as const) : undefined;
  return {
    groupBy: [{ key: first.column.key, ...(bucket ? { bucket } : {}) }],
    measures: [{ kind: 'count' }],
    pivot: null,
    share: false,
  };
}

/**
 * The spec without the columns these rows do not have, and which were left out. Measures of a column that
 * went are dropped; a spec left with nothing to group by is null (the default takes over).
 */
export const keepKnown = (spec: SummarySpec, known: ReadonlySet<string>) =>
  withColumnsOf(spec, (key) => known.has(key));

/**
 * The summary's configuration: the link's when it reads, else the default once the rows have columns.
 * Columns of the configuration that these rows do not have are dropped, with a word, once the rows are
 * all in (a later page may still bring a column). Every change is told as its link text.
 */
export function useSummarySpec({
  linked,
  columns,
  reportKey,
  settled,
  onChange,
}: {
  linked: string;
  columns: readonly SummaryColumn[];
  reportKey: string;
  /** The rows are all in: a column still missing will not come. */
  settled: boolean;
  onChange: (param: string) => void;
}) {
  const [fromLink] = useState(() => (linked === '' ? null : readSummaryParam(linked)));
  const [chosen, setChosen] = useState<SummarySpec | null>(fromLink);
  const [dropped, setDropped] = useState<readonly string[]>([]);
  const badLink = linked !== '' && fromLink === null;

  const known = new Set(columns.map((c) => c.column.key));
  let spec = chosen ?? defaultSpec(columns, reportKey);
  if (spec && settled && columns.length > 0) {
    const kept = keepKnown(spec, known);
    if (kept.dropped.length > 0) {
      setDropped(kept.dropped);
      setChosen(kept.spec);
      spec = kept.spec ?? defaultSpec(columns, reportKey);
    }
  }
  const param = spec ? summaryParam(spec) : '';
  const told = useRef(onChange);
  useEffect(() => {
    told.current = onChange;
  });
  useEffect(() => {
    if (param !== '') told.current(param);
  }, [param]);
  return { spec, setSpec: setChosen, dropped, badLink };
}
