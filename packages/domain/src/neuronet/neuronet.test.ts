import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from '../model/features';
import {
  beatsBaselines,
  crossValidatedError,
  fitMean,
  fitRidge,
  kFolds,
  MODEL_FILE_FORMAT,
  MODEL_FILE_FORMAT_VERSION,
  modelFileProblem,
  predictScore,
  rmse,
  shuffledTargets,
  syntheticProfiles,
  type ModelFile,
} from './index';

describe('synthetic graded profiles', () => {
  it('gives the same rows for the same seed, and other rows for another', () => {
    expect(syntheticProfiles(20, 7)).toEqual(syntheticProfiles(20, 7));
    expect(syntheticProfiles(20, 8)).not.toEqual(syntheticProfiles(20, 7));
  });

  it('has the encoder’s size and scores within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        for (const row of syntheticProfiles(10, seed)) {
          expect(row.features).toHaveLength(FEATURE_NAMES.length);
          expect(row.target).toBeGreaterThanOrEqual(0);
          expect(row.target).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('keeps the scores but not their pairing when shuffled', () => {
    const rows = syntheticProfiles(200, 3);
    const mixed = shuffledTargets(rows, 3);
    expect(mixed.map((row) => row.target).sort()).toEqual(rows.map((row) => row.target).sort());
    expect(mixed.map((row) => row.target)).not.toEqual(rows.map((row) => row.target));
  });
});

describe('k-fold splitting', () => {
  it('tests every row exactly once and never trains on it in its own fold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 200 }), fc.integer({ min: 2, max: 10 }), fc.integer(), (count, k, seed) => {
        const folds = kFolds(count, k, seed);
        const tested = folds.flatMap((fold) => fold.test).sort((a, b) => a - b);
        expect(tested).toEqual(Array.from({ length: count }, (_, i) => i));
        for (const fold of folds) {
          expect(fold.train.length + fold.test.length).toBe(count);
          expect(fold.train.some((index) => fold.test.includes(index))).toBe(false);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('is seeded', () => {
    expect(kFolds(30, 5, 1)).toEqual(kFolds(30, 5, 1));
    expect(kFolds(30, 5, 1)).not.toEqual(kFolds(30, 5, 2));
  });
});

describe('baselines', () => {
  it('ridge recovers a linear rule that the mean cannot', () => {
    const rows = Array.from({ length: 60 }, (_, i) => {
      const features = [i / 60, ((i * 7) % 60) / 60];
      return { features, target: 10 + 50 * features[0]! + 20 * features[1]! };
    });
    const folds = kFolds(rows.length, 5, 1);
    const ridge = crossValidatedError(rows, folds, (train) => fitRidge(train, 1e-6));
    const mean = crossValidatedError(rows, folds, fitMean);
    expect(ridge).toBeLessThan(0.01);
    expect(mean).toBeGreaterThan(10);
  });

  it('on synthetic grades, ridge beats the mean; on shuffled ones it does not', () => {
    const rows = syntheticProfiles(300, 11);
    const folds = kFolds(rows.length, 5, 11);
    expect(crossValidatedError(rows, folds, fitRidge)).toBeLessThan(crossValidatedError(rows, folds, fitMean));
    const mixed = shuffledTargets(rows, 11);
    expect(crossValidatedError(mixed, folds, fitRidge)).toBeGreaterThan(crossValidatedError(mixed, folds, fitMean));
  });

  it('measures RMSE in score points', () => {
    expect(rmse([0, 10], [3, 6])).toBeCloseTo(Math.sqrt((9 + 16) / 2));
  });
});

const file = (overrides: Partial<ModelFile> = {}): ModelFile => ({
  format: MODEL_FILE_FORMAT,
  formatVersion: MODEL_FILE_FORMAT_VERSION,
  encoderVersion: 2,
  inputSize: 2,
  topology: {
    outputScale: 100,
    layers: [
      { units: 2, activation: 'relu', weights: [[1, 0], [0, 1]], bias: [0, 0] },
      { units: 1, activation: 'linear', weights: [[0.5], [0.25]], bias: [0.1] },
    ],
  },
  ...overrides,
});

describe('the model file', () => {
  it('computes the forward pass and clamps to 0..100', () => {
    expect(predictScore(file().topology, [0.4, 0.8])).toBeCloseTo(100 * (0.1 + 0.2 + 0.2));
    expect(predictScore(file().topology, [4, 4])).toBe(100);
  });

  it('names what is wrong', () => {
    const encoder = { version: 2, inputSize: 2 };
    expect(modelFileProblem(file(), encoder)).toBeNull();
    expect(modelFileProblem(file({ encoderVersion: 1 }), encoder)?.code).toBe('neuronet.encoderVersion');
    expect(modelFileProblem(file(), { version: 2, inputSize: 3 })?.code).toBe('neuronet.inputSize');
    const broken = file();
    const layers = [broken.topology.layers[0]!, { ...broken.topology.layers[1]!, weights: [[0.5]] }];
    expect(modelFileProblem({ ...broken, topology: { ...broken.topology, layers } }, encoder)).toEqual({ code: 'neuronet.topology', layer: 1 });
  });

  it('publishes only what beats both baselines', () => {
    const metrics = { metric: 'rmse' as const, folds: 5, rows: 100, model: 10, meanBaseline: 15, ridgeBaseline: 12 };
    expect(beatsBaselines(metrics)).toBe(true);
    expect(beatsBaselines({ ...metrics, model: 12 })).toBe(false);
    expect(beatsBaselines({ ...metrics, model: 16, ridgeBaseline: 20 })).toBe(false);
    expect(beatsBaselines(null)).toBe(false);
  });
});
