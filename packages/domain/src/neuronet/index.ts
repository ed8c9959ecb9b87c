// The grading loop's neuronet rules: synthetic grades, cross-validation, baselines, the model file and the publish rule.
export { normalDraw, seededRandom, shuffled } from './seeded-random';
export { SYNTHETIC_NOISE, SYNTHETIC_SIGNAL_FEATURES, shuffledTargets, syntheticProfiles, syntheticScore, type GradedRow } from './synthetic-profiles';
export { kFolds, rmse, type Fold } from './cross-validation';
export { crossValidatedError, fitMean, fitRidge, RIDGE_LAMBDA, type Predictor } from './baselines';
export {
  beatsBaselines,
  MODEL_FILE_FORMAT,
  MODEL_FILE_FORMAT_VERSION,
  modelFileProblem,
  predictScore,
  type Activation,
  type DenseLayer,
  type ModelFile,
  type ModelFileProblem,
  type ModelMetrics,
  type ModelTopology,
} from './model-file';

/** Below this many graded profiles, training from grades is refused: five folds need rows to say anything. */
export const MIN_GRADED_PROFILES = 20;
/** How many folds the cross-validation splits into. */
export const CV_FOLDS = 5;
