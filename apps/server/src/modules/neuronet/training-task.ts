import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import {
  CV_FOLDS,
  crossValidatedError,
  fitMean,
  fitRidge,
  kFolds,
  rmse,
  seededRandom,
  shuffled,
  type GradedRow,
  type ModelMetrics,
  type ModelTopology,
} from '@teamcast/domain';

export interface TrainingInput {
  readonly rows: readonly GradedRow[];
  readonly seed: number;
  readonly folds?: number;
}

/** Where a training is: `fit` fits finished of `fits` (each fold, then the final one), and the whole as 0..1. */
export interface TrainingProgress {
  readonly fit: number;
  readonly fits: number;
  readonly progress: number;
}

export interface TrainingOutput {
  readonly metrics: ModelMetrics;
  readonly topology: ModelTopology;
}

/** The network: one hidden layer of 32 ReLU units, then a linear output on the score over 100. */
const HIDDEN_UNITS = 32;
const OUTPUT_SCALE = 100;
const LEARNING_RATE = 0.01;
/** About this many optimiser steps per fit, whatever the data's size, so time grows with rows, not epochs. */
const STEPS_PER_FIT = 1000;

let backendReady: Promise<boolean> | null = null;
// The WASM backend once per thread; TensorFlow.js prints advice about tfjs-node, which cannot be installed here.
const ready = () => (backendReady ??= tf.setBackend('wasm').then(async (ok) => (await tf.ready(), ok)));

function batchSizeOf(rows: number): number {
  return rows < 2000 ? 32 : 64;
}

async function fitNetwork(rows: readonly GradedRow[], seed: number, onEpoch: (done: number) => void = () => {}): Promise<tf.Sequential> {
  const inputSize = rows[0]!.features.length;
  const model = tf.sequential();
  model.add(tf.layers.dense({ inputShape: [inputSize], units: HIDDEN_UNITS, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({ seed }), kernelRegularizer: tf.regularizers.l2({ l2: 1e-4 }) }));
  model.add(tf.layers.dense({ units: 1, kernelInitializer: tf.initializers.glorotUniform({ seed: seed + 1 }) }));
  model.compile({ optimizer: tf.train.adam(LEARNING_RATE), loss: 'meanSquaredError' });
  // The rows are shuffled once with the seed and fed in that order, so one seed trains one network.
  const order = shuffled(rows, seededRandom(seed));
  const batchSize = batchSizeOf(order.length);
  const epochs = Math.min(60, Math.max(5, Math.ceil((STEPS_PER_FIT * batchSize) / order.length)));
  const xs = tf.tensor2d(order.map((row) => [...row.features]));
  const ys = tf.tensor2d(order.map((row) => [row.target / OUTPUT_SCALE]));
  try {
    await model.fit(xs, ys, {
      epochs,
      batchSize,
      shuffle: false,
      verbose: 0,
      // A thread of its own has nothing to yield to: only the epoch's end is heard, for the progress.
      yieldEvery: 'never',
      callbacks: { onEpochEnd: (epoch) => onEpoch((epoch + 1) / epochs) },
    });
  } finally {
    xs.dispose();
    ys.dispose();
  }
  return model;
}

function predictAll(model: tf.Sequential, rows: readonly GradedRow[]): number[] {
  return tf.tidy(() => {
    const output = model.predict(tf.tensor2d(rows.map((row) => [...row.features]))) as tf.Tensor;
    return Array.from(output.dataSync(), (value) => Math.min(100, Math.max(0, value * OUTPUT_SCALE)));
  });
}

async function exportTopology(model: tf.Sequential): Promise<ModelTopology> {
  const layers = await Promise.all(
    model.layers.map(async (layer, index) => {
      const [kernel, bias] = layer.getWeights();
      return {
        units: kernel!.shape[1]!,
        activation: index === model.layers.length - 1 ? ('linear' as const) : ('relu' as const),
        weights: (await kernel!.array()) as number[][],
        bias: (await bias!.array()) as number[],
      };
    }),
  );
  return { layers, outputScale: OUTPUT_SCALE };
}

/**
 * Trains the network: k-fold cross-validated error beside the mean and ridge baselines on the same folds,
 * then the model on every row. `onProgress` hears after each epoch of each fit, the fits weighing the same.
 */
export async function trainNetwork(input: TrainingInput, onProgress: (progress: TrainingProgress) => void = () => {}): Promise<TrainingOutput> {
  await ready();
  const { rows, seed } = input;
  const k = input.folds ?? CV_FOLDS;
  const fits = k + 1;
  const report = (fit: number, epochs = 0) => onProgress({ fit, fits, progress: Math.min(1, (fit + epochs) / fits) });
  const folds = kFolds(rows.length, k, seed);
  const actual: number[] = [];
  const predicted: number[] = [];
  for (const [index, fold] of folds.entries()) {
    const train = fold.train.map((row) => rows[row]!);
    const test = fold.test.map((row) => rows[row]!);
    const network = await fitNetwork(train, seed + index * 7919, (epochs) => report(index, epochs));
    actual.push(...test.map((row) => row.target));
    predicted.push(...predictAll(network, test));
    network.dispose();
    report(index + 1);
  }
  const metrics: ModelMetrics = {
    metric: 'rmse',
    folds: k,
    rows: rows.length,
    model: rmse(actual, predicted),
    meanBaseline: crossValidatedError(rows, folds, fitMean),
    ridgeBaseline: crossValidatedError(rows, folds, (train) => fitRidge(train)),
  };
  const final = await fitNetwork(rows, seed, (epochs) => report(k, epochs));
  const topology = await exportTopology(final);
  final.dispose();
  report(fits);
  return { metrics, topology };
}
