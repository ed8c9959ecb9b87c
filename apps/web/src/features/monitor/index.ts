// The director monitor: every team's forecast year on shared axes and the people at risk across the organisation.
export { useStartMonitor } from './api/use-start-monitor';
export { MonitorResult } from './components/monitor-result';
