// Loaded on the first visit of the Summary tab (src/app/summary-tab.tsx).
export { SummaryPanel, type SummaryPanelProps } from './summary-panel';
export type { ComparedRows, ComparedRowsStore } from './use-compared-summary';
