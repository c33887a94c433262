export { ColumnIndex, MAX_DICTIONARY } from './column-index';
export { isActive } from './filter-rows';
export { KeyUnion, valueType, type ValueType } from './key-union';
export { blockTop, rowWindow, scrollTopFor, type RowGeometry, type RowWindow } from './row-window';
export { MAX_SCROLL_HEIGHT, realTop, scrollScale, toReal, toVirtual, type ScrollScale } from './scroll-scale';
export { sortOrder } from './sort-order';
export { collatorOrder, collatorRanks } from './string-order';
export { rowIndexAt, TableModel, type TableView, type ViewSpec } from './table-model';
export type { ColumnFilter, CoreColumn, RowRecord, SortAs, SortKey } from './types';
