export { openTeamStore, PAGE_ROWS, type DiskTeamStore, type TeamStoreOptions } from './team-store';
export { TeamStoreLockedError } from './folder-lock';
export type { HistoryKey } from './team-layout';
export type { SpanWriter } from './span-writer';
