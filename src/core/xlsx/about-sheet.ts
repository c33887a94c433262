import { KIND_LABELS, PERSONAL_KINDS, type MaskCounts } from '../personal-data';
import type { ColumnFilter } from '../table';
import type { XlsxLabels } from './labels';

/** What the page knows of the export, for the About sheet; the writer adds counts and the time zone. */
export interface XlsxAbout {
  report: string;
  /** The range as the user chose it, e.g. "2026-10-01 00:00:00 – 2026-10-31 23:59:59". */
  range: string;
  parameters: readonly (readonly [name: string, value: string])[];
  environment: string;
  /** When the rows were fetched (ISO 8601), if known. */
  fetchedAt: string | null;
  /** The global search as typed. */
  search: string;
  filters: readonly { header: string; filter: ColumnFilter }[];
  sort: readonly { header: string; desc: boolean }[];
}

export interface AboutCounts {
  rows: number;
  sheets: number;
  timeZone: string;
  exportedAt: Date;
  cut: number;
  removed: number;
}

const filterText = (f: ColumnFilter) => {
  if (f.kind === 'contains') return `⊇ “${f.text}”`;
  if (f.kind === 'oneOf') return `∈ {${f.values.map((v) => `“${v}”`).join(', ')}}`;
  if (f.kind === 'textRange')
    return [f.from === '' ? '' : `≥ “${f.from}”`, f.to === '' ? '' : `< “${f.to}”`].filter(Boolean).join(' ');
  const upper = f.below === true ? '<' : '≤';
  return [f.min === null ? '' : `≥ ${f.min}`, f.max === null ? '' : `${upper} ${f.max}`]
    .filter(Boolean)
    .join(' ');
};

/** The About sheet as label / value rows (a number stays a number). */
export function aboutRows(about: XlsxAbout, counts: AboutCounts, l: XlsxLabels): [string, string | number][] {
  const list = (items: string[]) => (items.length === 0 ? l.none : items.join('; '));
  const filters = about.filters.map((f) => `${f.header} ${filterText(f.filter)}`);
  if (about.search.trim() !== '') filters.unshift(`* ⊇ “${about.search.trim()}”`);
  return [
    [l.report, about.report],
    [l.range, about.range],
    [l.parameters, list(about.parameters.map(([k, v]) => `${k} = ${v}`))],
    [l.environment, about.environment],
    [l.rowCount, counts.rows],
    [l.sheets, counts.sheets],
    [l.fetchedAt, about.fetchedAt ?? l.none],
    [l.exportedAt, counts.exportedAt.toISOString()],
    [l.timeZone, counts.timeZone],
    [l.filters, list(filters)],
    [l.sort, list(about.sort.map((s) => `${s.header} ${s.desc ? l.descending : l.ascending}`))],
    [l.cutCells, counts.cut],
    [l.removedCharacters, counts.removed],
  ];
}

/** What masking did, for the About sheet's end: how, the total, then per kind and per column. */
export function maskingRows(counts: MaskCounts, l: XlsxLabels): [string, string | number][] {
  return [
    [l.maskedAs, counts.as === 'kind' ? l.maskedAsKind : l.maskedAsPseudonym],
    [l.maskedTotal, counts.total],
    ...PERSONAL_KINDS.filter((k) => counts.byKind[k]).map((k): [string, number] => [
      `${l.maskedKind} [${KIND_LABELS[k]}]`,
      counts.byKind[k] ?? 0,
    ]),
    ...Object.entries(counts.byColumn).map(([header, n]): [string, number] => [
      `${l.maskedColumn} ${header}`,
      n,
    ]),
  ];
}
