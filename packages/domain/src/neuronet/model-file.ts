/** The name and version of an exported model file (decision 73). */
export const MODEL_FILE_FORMAT = 'teamcast-neuronet';
export const MODEL_FILE_FORMAT_VERSION = 1;

export type Activation = 'relu' | 'linear' | 'sigmoid' | 'tanh';

/** One dense layer: `weights[input][unit]`, one bias per unit. */
export interface DenseLayer {
  readonly units: number;
  readonly activation: Activation;
  readonly weights: readonly (readonly number[])[];
  readonly bias: readonly number[];
}

/** What a model computes: dense layers on the encoded features, the last giving the score over 100. */
export interface ModelTopology {
  readonly layers: readonly DenseLayer[];
  /** The network's output times this is the score 0..100. */
  readonly outputScale: number;
}

/** Cross-validated errors (RMSE in score points) of the model and of both baselines. */
export interface ModelMetrics {
  readonly metric: 'rmse';
  readonly folds: number;
  readonly rows: number;
  readonly model: number;
  readonly meanBaseline: number;
  readonly ridgeBaseline: number;
}

/** An exported model file: what a download gives and an upload takes. */
export interface ModelFile {
  readonly format: typeof MODEL_FILE_FORMAT;
  readonly formatVersion: typeof MODEL_FILE_FORMAT_VERSION;
  readonly encoderVersion: number;
  readonly inputSize: number;
  readonly topology: ModelTopology;
  readonly metrics?: ModelMetrics | null;
}

export type ModelFileProblem =
  | { readonly code: 'neuronet.encoderVersion'; readonly expected: number; readonly actual: number }
  | { readonly code: 'neuronet.inputSize'; readonly expected: number; readonly actual: number }
  | { readonly code: 'neuronet.topology'; readonly layer: number };

/**
 * What is wrong with a well-formed file for this encoder, or null: its encoder version and input size, and
 * layers that chain (each layer's weights read the previous layer's units) into one output.
 */
export function modelFileProblem(file: ModelFile, encoder: { version: number; inputSize: number }): ModelFileProblem | null {
  if (file.encoderVersion !== encoder.version) return { code: 'neuronet.encoderVersion', expected: encoder.version, actual: file.encoderVersion };
  if (file.inputSize !== encoder.inputSize) return { code: 'neuronet.inputSize', expected: encoder.inputSize, actual: file.inputSize };
  let width = file.inputSize;
  const { layers } = file.topology;
  for (const [index, layer] of layers.entries()) {
    const fits =
      layer.weights.length === width &&
      layer.weights.every((row) => row.length === layer.units && row.every(Number.isFinite)) &&
      layer.bias.length === layer.units &&
      layer.bias.every(Number.isFinite);
    if (!fits) return { code: 'neuronet.topology', layer: index };
    width = layer.units;
  }
  if (layers.length === 0 || width !== 1) return { code: 'neuronet.topology', layer: layers.length };
  return null;
}

const activate: Record<Activation, (x: number) => number> = {
  relu: (x) => (x > 0 ? x : 0),
  linear: (x) => x,
  sigmoid: (x) => 1 / (1 + Math.exp(-x)),
  tanh: Math.tanh,
};

/** The model's score of one feature vector, clamped to 0..100: the forward pass of the dense layers. */
export function predictScore(topology: ModelTopology, features: readonly number[]): number {
  let values: readonly number[] = features;
  for (const layer of topology.layers) {
    const next = [...layer.bias];
    for (let i = 0; i < values.length; i += 1) {
      const input = values[i]!;
      if (input === 0) continue;
      const row = layer.weights[i]!;
      for (let j = 0; j < next.length; j += 1) next[j]! += input * row[j]!;
    }
    values = next.map(activate[layer.activation]);
  }
  const score = (values[0] ?? 0) * topology.outputScale;
  return Number.isFinite(score) ? Math.min(100, Math.max(0, score)) : 0;
}

/** The publish rule: a model may be published only when its cross-validated error beats both baselines. */
export function beatsBaselines(metrics: ModelMetrics | null | undefined): boolean {
  if (!metrics) return false;
  return metrics.model < metrics.meanBaseline && metrics.model < metrics.ridgeBaseline;
}
