// The quick team check: choosing up to four people, and a team's forecast year in figures and words.
export { TeamCheckForm, type TeamCheckChoice } from './team-check-form';
export { TeamResultView } from './team-result-view';
export { ResultNarrative } from './result-narrative';
export { profileName, useSceneProfiles, type SceneProfile } from './scene-profiles';
export { chosenIds, effectiveManager, emptySlots, firstOfThisMonth, slotsOf, TEAM_CHECK_SLOTS, type TeamSlots } from './team-check-rules';
export { useTeamCheck } from './use-team-check';
export { TeamCheckResult } from './team-check-result';
export { TeamCheckView } from './team-check-view';
