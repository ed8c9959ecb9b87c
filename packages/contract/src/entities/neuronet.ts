// The neuronet entities (issue: the grading loop): prediction models of the estimators' grades and their predictions.
import { GRADES, MODEL_FILE_FORMAT, MODEL_FILE_FORMAT_VERSION } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';

export const neuronetOrigins = ['trained', 'uploaded'] as const;
export const neuronetDataSources = ['graded', 'synthetic', 'file'] as const;
export const neuronetStatuses = ['training', 'ready', 'refused', 'failed'] as const;
/** Why a model cannot be published: not ready, no cross-validated metrics, or they do not beat both baselines. */
export const publishRefusals = ['not_ready', 'no_metrics', 'baselines'] as const;

export const modelMetricsSchema = z
  .object({
    metric: z.literal('rmse').describe('Root mean squared error, in score points (0..100)'),
    folds: z.number().int().min(2).max(20),
    rows: z.number().int().min(0),
    model: z.number().nonnegative().describe("The model's cross-validated error"),
    meanBaseline: z.number().nonnegative().describe('The error of predicting the training mean'),
    ridgeBaseline: z.number().nonnegative().describe('The error of a ridge linear regression'),
  })
  .meta({ id: 'NeuronetMetrics' });

const finite = z.number().min(-1e6).max(1e6);

export const denseLayerSchema = z.object({
  units: z.number().int().min(1).max(256),
  activation: z.enum(['relu', 'linear', 'sigmoid', 'tanh']),
  weights: z.array(z.array(finite).max(256)).min(1).max(1024).describe('weights[input][unit]'),
  bias: z.array(finite).max(256),
});

/** An exported model file (decision 73): what a download gives and an upload takes. */
export const modelFileSchema = z
  .object({
    format: z.literal(MODEL_FILE_FORMAT),
    formatVersion: z.literal(MODEL_FILE_FORMAT_VERSION),
    encoderVersion: z.number().int().min(1),
    inputSize: z.number().int().min(1).max(1024),
    topology: z.object({
      layers: z.array(denseLayerSchema).min(1).max(8),
      outputScale: z.number().positive().max(1000),
    }),
    metrics: modelMetricsSchema.nullable().optional(),
  })
  .meta({ id: 'NeuronetModelFile' });
export type ModelFileBody = z.infer<typeof modelFileSchema>;

export const neuronetModelSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    version: z.number().int().positive(),
    origin: z.enum(neuronetOrigins),
    dataSource: z.enum(neuronetDataSources),
    /** True for a model trained on synthetic grades: it says so wherever it is shown. */
    synthetic: z.boolean(),
    status: z.enum(neuronetStatuses),
    encoderVersion: z.number().int(),
    inputSize: z.number().int(),
    progress: z.number().min(0).max(1),
    metrics: modelMetricsSchema.nullable(),
    beatsBaselines: z.boolean(),
    publishable: z.boolean(),
    publishRefusal: z.enum(publishRefusals).nullable(),
    published: z.boolean(),
    error: z.string().nullable(),
    createdAt: isoDateTime,
    finishedAt: isoDateTime.nullable(),
    publishedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'NeuronetModel' });
export type NeuronetModel = z.infer<typeof neuronetModelSchema>;

export const neuronetModelListSchema = z
  .object({ items: z.array(neuronetModelSchema), total: z.number().int().nonnegative() })
  .meta({ id: 'NeuronetModelList' });
export type NeuronetModelList = z.infer<typeof neuronetModelListSchema>;

export const neuronetModelDetailSchema = z
  .object({ model: neuronetModelSchema, file: modelFileSchema.nullable().describe('The model as an exported file; null until trained') })
  .meta({ id: 'NeuronetModelDetail' });
export type NeuronetModelDetail = z.infer<typeof neuronetModelDetailSchema>;

export const neuronetPredictionSchema = z
  .object({
    profileId: idSchema,
    modelId: idSchema,
    modelVersion: z.number().int().positive(),
    synthetic: z.boolean(),
    value: z.number().min(0).max(100),
    uncertainty: z.number().nonnegative().describe("The model's cross-validated RMSE, in score points"),
    grade: z.enum(GRADES).nullable(),
    predictedAt: isoDateTime,
  })
  .meta({ id: 'NeuronetPrediction' });
export type NeuronetPrediction = z.infer<typeof neuronetPredictionSchema>;

export const neuronetProfileSchema = z
  .object({
    _id: idSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    finalScorePrecise: z.number().nullable(),
    /** True when an administrator or an estimator gave the profile a precise score. */
    graded: z.boolean(),
    /** True when the grade shown is the model's: nobody graded the profile and a prediction exists. */
    predicted: z.boolean(),
    prediction: neuronetPredictionSchema.nullable(),
  })
  .meta({ id: 'NeuronetProfile' });
export type NeuronetProfile = z.infer<typeof neuronetProfileSchema>;

export const neuronetProfileListSchema = z
  .object({ items: z.array(neuronetProfileSchema), total: z.number().int().nonnegative() })
  .meta({ id: 'NeuronetProfileList' });
export type NeuronetProfileList = z.infer<typeof neuronetProfileListSchema>;
