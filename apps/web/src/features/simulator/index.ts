// The manager simulator: the owner's teams, and one team's scene with its changes and forecast.
export { TeamsView, compareHref } from './teams/teams-view';
export { SimulatorView } from './scene/simulator-view';
