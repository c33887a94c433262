// Loaded on the first visit of the Summary tab (src/app/summary-tab.tsx); the door bar comes with it, as a
// door only opens from the summary.
export { DoorBar, type SummaryDoor } from './door-bar';
export { SummaryPanel, type SummaryPanelProps } from './summary-panel';
export type { ComparedRows, ComparedRowsStore } from './use-compared-summary';
