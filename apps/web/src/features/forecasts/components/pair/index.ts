// The views of a pair check, shared by the owner areas: slots, the run's phases, and the result's parts.
export { PairSlotSelect, type SlotPerson } from './pair-slot-select';
export { PairRunPhases } from './pair-run-phases';
export { PairScores } from './pair-scores';
export { PairReasons } from './pair-reasons';
export { PairTimelineSection } from './pair-timeline';
export { PairNarrative } from './pair-narrative';
export { PairResult } from './pair-result';
export { PairRunHistory, pairRunsOf, type HistoryRun } from './pair-run-history';
export { PairMissing } from './pair-missing';
export { PairRunOutcome } from './pair-run-outcome';
export { runPeople, type PairPerson, type RunPeople } from './pair-people';
export { PAIR_RELATIONS, isPairRelation, relationOfResult, runBodyOf, type PairRelation } from './pair-relation';
export { markRunStarted, usePairRun } from './use-pair-run';
export { usePairCheck } from './use-pair-check';
export { PairCheckForm } from './pair-check-form';
export { useOwnerPairCheck, type PairFormChange, type PairSlots } from './use-owner-pair-check';
