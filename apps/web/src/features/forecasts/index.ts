// What screens of runs use: start-to-result tracking over the realtime gateway, stored forecasts and their texts.
export { reflectRun, runQueryKey, useRunState, type RunState } from './api/run-state';
export { snapshotQuery, useResultText, useSnapshot } from './api/forecast-queries';
export { loadSnapshot, type SnapshotTarget } from './api/load-snapshot';
export { RunProgress } from './components/run-progress';
