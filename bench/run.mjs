// `npm run bench`: prints figures to compare over time; it never fails on a timing.
import { ensureDependencies } from '../scripts/lib/dependencies.mjs';
import { repoRoot } from '../scripts/lib/repo.mjs';

process.chdir(repoRoot);
const dependencies = await ensureDependencies();
if (!dependencies.ok) process.exit(1);

// Imported only now: they need the dependencies just ensured.
const { measureColdStart } = await import('./cold-start.mjs');
const { measureFirstPageWeight } = await import('./first-page-weight.mjs');
const { measureFlameFirstLoad } = await import('./flame-first-load.mjs');
const { measureOwnerFirstLoad } = await import('./owner-first-load.mjs');
const { measurePublicFirstLoad } = await import('./public-first-load.mjs');
const { measurePairCompatibility } = await import('./pair-compatibility.mjs');
const { measureSceneSimulation } = await import('./scene-simulation.mjs');
const { measureSceneRuns } = await import('./scene-runs.mjs');
const { measureTeamAssembler } = await import('./team-assembler.mjs');
const { measureWhatIfAdvisor } = await import('./what-if-advisor.mjs');
const { measureAnalysisRuns } = await import('./analysis-runs.mjs');
const { measureFirstRun } = await import('./first-run.mjs');
const { measureSimulatorClick } = await import('./simulator-click.mjs');
const { measureProfileList } = await import('./profile-list.mjs');
const { measureGradingLists } = await import('./grading-lists.mjs');
const { measureReportDocuments } = await import('./report-documents.mjs');
const { measureNeuronetTraining } = await import('./neuronet-training.mjs');

console.log(`Teamcast benchmarks, Node ${process.version}, ${new Date().toISOString()}`);
let failed = false;
for (const measure of [measurePairCompatibility, measureSceneSimulation, measureSceneRuns, measureTeamAssembler, measureWhatIfAdvisor, measureAnalysisRuns, measureFirstRun, measureProfileList, measureGradingLists, measureReportDocuments, measureNeuronetTraining, measureColdStart, measureFirstPageWeight, measureFlameFirstLoad, measureOwnerFirstLoad, measurePublicFirstLoad, measureSimulatorClick]) {
  try {
    await measure();
  } catch (error) {
    failed = true;
    console.error(`\n${measure.name} could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
