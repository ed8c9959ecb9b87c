import { randomUUID } from 'node:crypto';
import { FEATURE_ENCODER_VERSION, FEATURE_NAMES, MODEL_FILE_FORMAT, MODEL_FILE_FORMAT_VERSION, type ModelMetrics, type ModelTopology } from '@teamcast/domain';
import { sql } from 'drizzle-orm';
import { neuronetModels } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

export const neuronetApi = '/api/v1/administrator/neuronet';

/** A network that scores every profile 50 plus a tenth of its first feature: small, and valid for the encoder. */
export const tinyTopology = (): ModelTopology => ({
  outputScale: 100,
  layers: [{ units: 1, activation: 'linear', weights: FEATURE_NAMES.map((_, index) => [index === 0 ? 0.1 : 0]), bias: [0.5] }],
});

export const goodMetrics: ModelMetrics = { metric: 'rmse', folds: 5, rows: 300, model: 8, meanBaseline: 16, ridgeBaseline: 12 };

/** An exported model file this encoder accepts. */
export const validModelFile = (overrides: Record<string, unknown> = {}) => ({
  format: MODEL_FILE_FORMAT,
  formatVersion: MODEL_FILE_FORMAT_VERSION,
  encoderVersion: FEATURE_ENCODER_VERSION,
  inputSize: FEATURE_NAMES.length,
  topology: tinyTopology(),
  metrics: goodMetrics,
  ...overrides,
});

/** A ready model stored directly, numbered after the others. */
export async function insertReadyModel(ctx: TestApp, { metrics = goodMetrics, dataSource = 'synthetic' }: { metrics?: ModelMetrics; dataSource?: string } = {}) {
  const id = randomUUID();
  await ctx.database.db.insert(neuronetModels).values({
    id,
    name: 'stored',
    version: sql`(select coalesce(max(${neuronetModels.version}), 0) + 1 from ${neuronetModels})`,
    origin: 'trained',
    dataSource,
    status: 'ready',
    encoderVersion: FEATURE_ENCODER_VERSION,
    inputSize: FEATURE_NAMES.length,
    progress: 1,
    metrics: { ...metrics },
    artifact: { ...tinyTopology() },
    createdAt: new Date('2026-03-01T10:00:00.000Z'),
    finishedAt: new Date('2026-03-01T10:01:00.000Z'),
  });
  return id;
}
