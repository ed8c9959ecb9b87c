// The what-if advisor: the single changes that would help a team's forecast year most, each applied as one change.
export { Advisor } from './advisor-panel';
