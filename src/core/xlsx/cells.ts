import { labelOf } from '../contract';
import { localOffset, rowInstant } from '../dates';
import type { SharedStrings } from './shared-strings';
import { cleanText, escapeXml, type TextTally } from './xml-text';

/**
 * How a column's values become cells. 'value' follows each value's own type (number, boolean, text);
 * 'date' reads ISO 8601 texts as date-times; 'percent' is a number shown as a percentage; 'label' is a
 * coded number written as the label the grid shows.
 */
export type XlsxCellKind = 'value' | 'date' | 'percent' | 'label';

export interface XlsxColumn {
  header: string;
  kind: XlsxCellKind;
  labels?: Readonly<Record<number, string>>;
}

/** Style indices of xl/styles.xml (`styles` in package-parts.ts): cellXfs in this order. */
export const STYLE = { dateTime: 1, percent: 2, header: 3 } as const;

const MS_PER_DAY = 86_400_000;
// Day 25569 of the 1900 date system is 1970-01-01.
const EPOCH_DAYS = 25_569;

/**
 * The spreadsheet date-time of an ISO instant, in the time zone the grid shows (this thread's own, as
 * results/cells/format-value.ts writes it): days since 1899-12-30 with the time as a fraction. Null if unreadable.
 */
export function localSerial(iso: string): number | null {
  const ms = rowInstant(iso);
  if (Number.isNaN(ms)) return null;
  return (ms + localOffset(ms)) / MS_PER_DAY + EPOCH_DAYS;
}

const textSuffix = (s: string, style = '') => {
  const space = /^\s|\s$/.test(s) ? ' xml:space="preserve"' : '';
  return `${style} t="inlineStr"><is><t${space}>${escapeXml(s)}</t></is></c>`;
};

/**
 * Writes one cell as the part after `<c`, so a value met many times (a column's distinct values) is
 * written once. An empty string is an empty cell. With `strings`, texts go to the shared-string table. `width` is the characters the last cell
 * shows, for the column widths. A text is always a text cell: no formula is ever written, whatever it
 * begins with, and a numeric-looking identifier keeps every digit.
 */
export class CellWriter {
  width = 0;
  constructor(
    private readonly marker: string,
    readonly tally: TextTally = { cut: 0, removed: 0 },
    private readonly strings: SharedStrings | null = null,
  ) {}

  text(s: string, style = ''): string {
    const clean = cleanText(s, this.marker, this.tally);
    this.width = clean.length;
    if (clean === '') return '';
    return this.strings ? `${style} t="s"><v>${this.strings.add(clean)}</v></c>` : textSuffix(clean, style);
  }

  cell(value: unknown, column: XlsxColumn): string {
    switch (typeof value) {
      case 'number':
        if (!Number.isFinite(value)) return ((this.width = 0), '');
        if (column.kind === 'label' && column.labels) return this.text(labelOf(column.labels, value));
        if (column.kind === 'percent') return ((this.width = 7), ` s="${STYLE.percent}"><v>${value}</v></c>`);
        this.width = String(value).length;
        return `><v>${value}</v></c>`;
      case 'boolean':
        this.width = 5;
        return ` t="b"><v>${value ? 1 : 0}</v></c>`;
      case 'string': {
        const serial = column.kind === 'date' ? localSerial(value) : null;
        if (serial === null) return this.text(value);
        this.width = 19;
        return ` s="${STYLE.dateTime}"><v>${serial}</v></c>`;
      }
      case 'bigint':
        return this.text(String(value));
      case 'object':
        return value === null ? ((this.width = 0), '') : this.text(JSON.stringify(value));
      default:
        return ((this.width = 0), '');
    }
  }
}
