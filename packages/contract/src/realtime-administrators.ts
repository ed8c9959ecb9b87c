// Realtime messages for administrators: the gateway sends them to every administrator's connection, never to owners.
import { z } from 'zod';
import { modelMetricsSchema, neuronetStatuses, publishRefusals } from './entities/neuronet';
import { idSchema } from './fields';

/** Where a training is: the cross-validation fits, the final fit on every row, then finished (ready, refused or failed). */
export const neuronetTrainingPhases = ['cross_validation', 'final_fit', 'finished'] as const;
export type NeuronetTrainingPhase = (typeof neuronetTrainingPhases)[number];

/** Between a training's start and end, and once at its end with the outcome. */
export const neuronetTrainingPayloadSchema = z.object({
  modelId: idSchema,
  phase: z.enum(neuronetTrainingPhases),
  /** The whole training, 0..1: each fold's fit and the final fit weigh the same, and advance by epoch. */
  progress: z.number().min(0).max(1),
  /** Fits finished of `folds + 1` (each fold, then the final fit on every row). */
  fit: z.number().int().min(0),
  fits: z.number().int().min(1),
  status: z.enum(neuronetStatuses),
  /** Set once finished and trained: the cross-validated error beside both baselines. */
  metrics: modelMetricsSchema.nullable(),
  /** Why the finished model cannot be published, e.g. it does not beat both baselines. */
  publishRefusal: z.enum(publishRefusals).nullable(),
  error: z.string().max(500).nullable(),
});
export type NeuronetTrainingPayload = z.infer<typeof neuronetTrainingPayloadSchema>;

export const neuronetTrainingMessageSchema = z.object({ type: z.literal('neuronetTraining'), payload: neuronetTrainingPayloadSchema });
