// The neural model's training on seeded synthetic grades: five-fold cross-validation and the final fit, for
// 1,000 and 10,000 profiles, with the cross-validated error (RMSE in score points) beside both baselines.
// It runs the same function as a training thread of the server, on the WASM backend of TensorFlow.js.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { summarise, table } from './lib/stats.mjs';

const SIZES = [
  [1_000, 3],
  [10_000, 3],
];

export async function measureNeuronetTraining() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const { trainNetwork } = await tsImport('../apps/server/src/modules/neuronet/training-task.ts', import.meta.url);
  const rows = [];
  for (const [size, rounds] of SIZES) {
    const profiles = domain.syntheticProfiles(size, 7);
    const runs = [];
    let metrics;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      ({ metrics } = await trainNetwork({ rows: profiles, seed: 7 + round }));
      runs.push(performance.now() - started);
    }
    const time = summarise(runs);
    rows.push([
      size.toLocaleString('en'),
      (time.median / 1000).toFixed(2),
      `${(time.min / 1000).toFixed(2)}-${(time.max / 1000).toFixed(2)}`,
      metrics.model.toFixed(2),
      metrics.meanBaseline.toFixed(2),
      metrics.ridgeBaseline.toFixed(2),
      domain.beatsBaselines(metrics) ? 'yes' : 'no',
    ]);
  }
  console.log('\nNeural model training on synthetic grades (5-fold CV + final fit, WASM backend), median of 3 runs, one thread');
  console.log(table(['profiles', 'median s', 'range s', 'model RMSE', 'mean RMSE', 'ridge RMSE', 'beats both'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await measureNeuronetTraining();
