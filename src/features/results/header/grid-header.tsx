import { useI18n } from '../../../lib/i18n';
import type { ColumnFilter } from '../../../core/table';
import { FilterCell } from './filter-cell';
import { FILTER_ROW, HEAD_ROW, HEADER_HEIGHT } from '../grid/grid-sizes';
import { HeaderCell } from './header-cell';
import type { LaidColumn } from '../columns/use-column-model';

export interface GridHeaderProps {
  laid: readonly LaidColumn[];
  /** Columns shown: laid[first..last]. */
  first: number;
  last: number;
  width: number;
  sortCount: number;
  filters: Readonly<Record<string, ColumnFilter>>;
  /** Changes when the filters are cleared from outside, so the filter inputs start empty. */
  filterEpoch: number;
  onFilter: (key: string, filter: ColumnFilter | undefined) => void;
  onPick: (key: string, anchor: HTMLElement) => void;
  onMoveBefore: (key: string, beforeKey: string) => void;
}

/** The grid's sticky header: a row of column headers and a row of filters, for the columns in view. */
export function GridHeader(props: GridHeaderProps) {
  const { t } = useI18n();
  const { laid, width } = props;
  const headers = [];
  const filterCells = [];
  for (let index = props.first; index <= props.last; index++) {
    const laidColumn = laid[index];
    if (!laidColumn) continue;
    const { column, header } = laidColumn;
    headers.push(
      <HeaderCell
        key={column.key}
        laidColumn={laidColumn}
        index={index}
        dir={header.column.getIsSorted()}
        priority={header.column.getSortIndex()}
        resizing={header.column.getIsResizing()}
        sortCount={props.sortCount}
        onMoveBefore={props.onMoveBefore}
      />,
    );
    filterCells.push(
      <FilterCell
        key={`${column.key}:${props.filterEpoch}`}
        laidColumn={laidColumn}
        index={index}
        filter={props.filters[column.key]}
        onChange={props.onFilter}
        onPick={props.onPick}
      />,
    );
  }
  return (
    <div role="rowgroup" className="rt-head" style={{ width, height: HEADER_HEIGHT }}>
      <div role="row" aria-rowindex={1} className="rt-hrow" style={{ width, height: HEAD_ROW }}>
        <div role="columnheader" aria-colindex={1} className="rt-gutter rt-gutter-head">
          #
        </div>
        {headers}
      </div>
      <div role="row" aria-rowindex={2} className="rt-frow" style={{ width, height: FILTER_ROW }}>
        <div role="gridcell" aria-colindex={1} className="rt-gutter rt-gutter-head">
          <span className="visually-hidden">{t('results.filters')}</span>
        </div>
        {filterCells}
      </div>
    </div>
  );
}
