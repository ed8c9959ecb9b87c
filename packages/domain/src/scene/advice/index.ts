export * from './advice-types';
export { microclimateShare, ORIENTATION_WEIGHTS, dailyPowerShare, weightedScore, yearDifference, yearScore } from './year-score';
export { assembleTeam } from './assemble';
export { adviseTeam } from './advise';
export { applyAdvice } from './apply-advice';
export { monitorOrganisation } from './monitor';
