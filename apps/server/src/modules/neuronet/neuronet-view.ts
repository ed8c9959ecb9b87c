import type { ModelFileBody, NeuronetModel } from '@teamcast/contract';
import { beatsBaselines, MODEL_FILE_FORMAT, MODEL_FILE_FORMAT_VERSION, type ModelMetrics, type ModelTopology } from '@teamcast/domain';
import type { neuronetModels } from '../../db/schema';

export type ModelRow = typeof neuronetModels.$inferSelect;

/** What the row's artifact holds: the topology and weights of the model file. */
export const topologyOf = (row: ModelRow): ModelTopology | null => (row.artifact ? (row.artifact as unknown as ModelTopology) : null);
export const metricsOf = (row: ModelRow): ModelMetrics | null => (row.metrics ? (row.metrics as unknown as ModelMetrics) : null);

/** Why a model may not be published, or null when it may (decision 73). */
export function publishRefusalOf(row: ModelRow): NeuronetModel['publishRefusal'] {
  if (row.status === 'refused') return 'baselines';
  if (row.status !== 'ready' || !row.artifact) return 'not_ready';
  const metrics = metricsOf(row);
  if (!metrics) return 'no_metrics';
  return beatsBaselines(metrics) ? null : 'baselines';
}

export function modelView(row: ModelRow): NeuronetModel {
  const metrics = metricsOf(row);
  const refusal = publishRefusalOf(row);
  return {
    _id: row.id,
    name: row.name,
    version: row.version,
    origin: row.origin as NeuronetModel['origin'],
    dataSource: row.dataSource as NeuronetModel['dataSource'],
    synthetic: row.dataSource === 'synthetic',
    status: row.status as NeuronetModel['status'],
    encoderVersion: row.encoderVersion,
    inputSize: row.inputSize,
    progress: Math.min(1, Math.max(0, row.progress)),
    metrics,
    beatsBaselines: beatsBaselines(metrics),
    publishable: refusal === null,
    publishRefusal: refusal,
    published: row.publishedAt !== null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The model as an exported file: the format an upload takes back. */
export function modelFileOf(row: ModelRow): ModelFileBody | null {
  const topology = topologyOf(row);
  if (!topology) return null;
  const metrics = metricsOf(row);
  return {
    format: MODEL_FILE_FORMAT,
    formatVersion: MODEL_FILE_FORMAT_VERSION,
    encoderVersion: row.encoderVersion,
    inputSize: row.inputSize,
    topology: {
      outputScale: topology.outputScale,
      layers: topology.layers.map((layer) => ({ ...layer, weights: layer.weights.map((line) => [...line]), bias: [...layer.bias] })),
    },
    metrics: metrics ? { ...metrics } : null,
  };
}
