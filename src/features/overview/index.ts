// Loaded on first visit of the Overview tab (src/app/analytics-tabs.tsx).
export type { OverviewDrill } from './drill';
export { OverviewPanel, type OverviewPanelProps } from './overview-panel';
export { ReviewQueuePanel, type ReviewQueuePanelProps } from './review-queue-panel';
export { ProfilePanel, type ProfilePanelProps } from './profile-panel';
export { UplotChart, type ChartProps, type ChartSeries } from './uplot-chart';
export type { OverviewCompare } from './compare-section';
