// Assembler, advisor and monitor runs: their progress over the realtime gateway and their stored results.
export { analysisQueryKey, analysisRunKey, reflectAnalysis, type AnalysisRunState } from './api/analysis-state';
export { useAnalysis, type AnalysisProgress, type AnalysisStatus } from './api/use-analysis';
