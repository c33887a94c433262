export { RunsPanel } from './runs-panel';
export { deviceRunsKey } from './use-device-runs';
export { useInterruptedRuns } from './use-interrupted-runs';
export { useApplyRunSettings } from './run-settings';
