import { DEFAULT_MODEL_WEIGHTS_DATA } from './default-weights';
import { loadModelWeights } from './load-weights';

export * from './weight-types';
export { ASSUMPTION, DEFAULT_MODEL_WEIGHTS_DATA } from './default-weights';
export { loadModelWeights, ModelWeightsError } from './load-weights';

/** The weights the product forecasts with; loading them here means a broken edit fails at once. */
export const MODEL_WEIGHTS = loadModelWeights(DEFAULT_MODEL_WEIGHTS_DATA);
