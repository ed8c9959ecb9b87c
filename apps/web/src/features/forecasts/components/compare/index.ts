// Teams side by side: choosing two to four of them, and the comparison's result.
export { CompareResultView } from './compare-result-view';
export { TeamChoice, type TeamSummary } from './team-choice';
export { compareIssue, COMPARE_MAX, COMPARE_MIN, teamsFromQuery } from './compare-rules';
