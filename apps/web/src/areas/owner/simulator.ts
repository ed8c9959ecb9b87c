// The manager simulator (the teams, a team's scene), the team comparison and the director monitor: the owner area's heaviest
// screens, a chunk of their own loaded when one of them opens, so that the dashboard's first load does not
// carry them.
export { AssemblerPage } from './pages/assembler-page';
export { CompareTeamsPage } from './pages/compare-teams-page';
export { MonitorPage } from './pages/monitor-page';
export { TeamPage } from './pages/team-page';
export { TeamsPage } from './pages/teams-page';
