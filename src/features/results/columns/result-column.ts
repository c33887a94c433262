import type { CoreColumn } from '../../../core/table';

/** How a cell looks; the raw value is what sorting, filtering and the CSV use. */
export type CellKind =
  'text' | 'id' | 'number' | 'percent' | 'label' | 'boolean' | 'date' | 'json' | 'conversation';

/** A column of the results table: the core's column plus what the screen needs. */
export interface ResultColumn extends CoreColumn {
  header: string;
  /** The header the CSV writes when the page shows a translated one: the same in every language. */
  csvHeader?: string;
  kind: CellKind;
  /** Default width in px. */
  width: number;
  /** Labels of a coded number (part, secuenceType). */
  labels?: Readonly<Record<number, string>>;
  /** Offers a pick list when the column has at most this many distinct values. */
  pickList: boolean;
  /** Offers a min / max filter. */
  range: boolean;
  /** Its text hides personal data (masked-columns.ts): nothing shows the value beside it. */
  masked?: boolean;
}
