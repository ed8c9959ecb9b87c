import type { MonitorInput, MonitorResult } from './advice-types';

/** Every team's year on shared axes and every person's risks, people in several teams forecast in one organisation. */
export function monitorOrganisation(input: MonitorInput): MonitorResult {
  throw new Error(`monitorOrganisation is being written (${input.teams.length})`);
}
