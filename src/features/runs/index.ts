export { RunsPanel } from './runs-panel';
export { sameQuery } from './run-query-line';
export { deviceRunsKey } from './use-device-runs';
export { useInterruptedRuns } from './use-interrupted-runs';
export { useApplyRunSettings } from './run-settings';
