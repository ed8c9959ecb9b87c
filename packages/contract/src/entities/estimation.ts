import { ESTIMATION_NOTE_MAX_LENGTH, ESTIMATION_SKIP_STATUSES, ESTIMATION_STATUSES, ESTIMATOR_PROFILE_FILTERS } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';
import { genderSchema, gradeSchema, profileKindSchema } from './profiles';
import { answersSchema, questionnaireFormSchema } from './questionnaires';

export const estimationStatusSchema = z.enum(ESTIMATION_STATUSES);
export const estimationSkipStatusSchema = z.enum(ESTIMATION_SKIP_STATUSES);
export const estimatorProfileFilterSchema = z.enum(ESTIMATOR_PROFILE_FILTERS);

/** A score on the 0..100 scale grades are read from (`gradeFromScore`). */
const scoreField = z.number().min(0).max(100);

/**
 * A profile as its estimator sees it in the list: who (never contacts or the birth date; the last name
 * only where the owner did not hide details) and where the estimator's grading of it stands.
 */
export const estimatorProfileSchema = z
  .object({
    _id: idSchema,
    kind: profileKindSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: genderSchema.nullable(),
    position: z.string().nullable(),
    completedAt: isoDateTime.nullable(),
    batch: z.number().int(),
    assignedAt: isoDateTime,
    /** When the estimator first opened the profile; null while never opened. */
    viewedAt: isoDateTime.nullable(),
    score: scoreField.nullable(),
    scorePrecise: scoreField.nullable(),
    /** The grade of the precise score where there is one, else of the score. */
    grade: gradeSchema.nullable(),
    skipStatus: estimationSkipStatusSchema.nullable(),
    hasNote: z.boolean(),
    status: estimationStatusSchema,
    ratedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'EstimatorProfile' });
export type EstimatorProfile = z.infer<typeof estimatorProfileSchema>;

/** The profile page of an estimator: the list's item with the answers to read and the estimator's note. */
export const estimatorProfileDetailSchema = estimatorProfileSchema
  .extend({ note: z.string().nullable(), answers: answersSchema, questionnaire: questionnaireFormSchema.nullable() })
  .meta({ id: 'EstimatorProfileDetail' });
export type EstimatorProfileDetail = z.infer<typeof estimatorProfileDetailSchema>;

export const estimatorProfileSortKeys = ['assignedAt', 'name', 'score'] as const;

export const estimatorProfileListQuerySchema = z.object({
  filter: estimatorProfileFilterSchema.default('all'),
  sort: z.enum(estimatorProfileSortKeys).default('assignedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The profile this device opened last: the answer names it back only while it is assigned to the estimator. */
  lastOpened: idSchema.optional(),
});
export type EstimatorProfileListQuery = z.input<typeof estimatorProfileListQuerySchema>;

export const estimatorProfileListSchema = z
  .object({
    items: z.array(estimatorProfileSchema),
    total: z.number().int(),
    /** How many assigned profiles each tab holds. */
    counts: z.object(Object.fromEntries(ESTIMATOR_PROFILE_FILTERS.map((filter) => [filter, z.number().int()])) as Record<
      (typeof ESTIMATOR_PROFILE_FILTERS)[number],
      z.ZodNumber
    >),
    lastOpened: estimatorProfileSchema.nullable(),
  })
  .meta({ id: 'EstimatorProfileList' });
export type EstimatorProfileList = z.infer<typeof estimatorProfileListSchema>;

/**
 * What a request for a new batch did: how many profiles it assigned, and how many of the current
 * batch are still neither graded nor skipped (a new batch is given only when that is 0).
 */
export const estimatorBatchSchema = z
  .object({ batchSize: z.number().int().min(0), unfinished: z.number().int().min(0) })
  .meta({ id: 'EstimatorBatch' });
export type EstimatorBatch = z.infer<typeof estimatorBatchSchema>;

export const estimatorRateSchema = z.object({ score: scoreField });
export const estimatorNoteSchema = z.object({ content: z.string().max(ESTIMATION_NOTE_MAX_LENGTH) });
export const estimatorSkipSchema = z.object({ skipStatus: estimationSkipStatusSchema.nullable() });
