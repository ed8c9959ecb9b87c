// Assembler, advisor and monitor runs: their progress over the realtime gateway and their stored results,
// and the pieces their screens share (a pool to choose, a run's progress, a year's figures).
export { analysisQueryKey, analysisRunKey, reflectAnalysis, type AnalysisRunState } from './api/analysis-state';
export { useAnalysis, type AnalysisProgress, type AnalysisStatus } from './api/use-analysis';
export { AnalysisFailure, AnalysisProgressBar } from './components/analysis-progress';
export { PoolPicker, type PoolPerson } from './components/pool-picker';
export { effectDirection, yearFormatter, YEAR_PARTS, type YearFigures, type YearPart } from './components/year-figures';
