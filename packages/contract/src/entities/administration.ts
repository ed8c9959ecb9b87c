import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_STATUSES, GRADE_GROUPS } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime, optionalText } from '../fields';
import { ownerStatuses } from './accounts';
import { answersSchema, questionnaireFormSchema } from './questionnaires';
import { gradeSchema, profileKindSchema, profileStateSchema } from './profiles';
import { planIdSchema } from './subscription';

const pageLimit = z.coerce.number().int().min(1).max(100).default(20);
const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const searchText = z.string().trim().max(100).optional();
/** A day of a date range, YYYY-MM-DD, counted in UTC: `from` from its start, `to` to its end. */
const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').optional();
const sortOrder = z.enum(['asc', 'desc']).default('desc');
const idList = z.object({ ids: z.array(idSchema).min(1).max(200) });
export const adminIdListSchema = idList;

export const adminDeletedCountSchema = z.object({ deleted: z.number().int() }).meta({ id: 'AdminDeletedCount' });

// Owners

/** The subscription filter: a plan, `none` for owners without one, or every owner when absent. */
export const ownerSubscriptionFilterSchema = z.union([planIdSchema.exclude(['NONE']), z.literal('none')]);

export const adminOwnerListQuerySchema = z.object({
  search: searchText,
  status: z.enum(ownerStatuses).optional(),
  createdFrom: dayField,
  createdTo: dayField,
  subscription: ownerSubscriptionFilterSchema.optional(),
  sort: z.enum(['createdAt', 'email', 'lastVisitAt']).default('createdAt'),
  order: sortOrder,
  limit: pageLimit,
  offset: pageOffset,
});
export type AdminOwnerListQuery = z.input<typeof adminOwnerListQuerySchema>;

export const adminOwnerSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    status: z.enum(ownerStatuses),
    companyName: z.string().nullable(),
    /** The plan in force; NONE without one. */
    subscribe: planIdSchema,
    /** When the subscription in force ends (its period's end); null without one. */
    subscribeEndDate: isoDateTime.nullable(),
    createdAt: isoDateTime,
    lastVisitAt: isoDateTime.nullable(),
    /** The owner's profiles that are not deleted. */
    profileCount: z.number().int(),
  })
  .meta({ id: 'AdminOwner' });
export type AdminOwner = z.infer<typeof adminOwnerSchema>;

export const adminOwnerPageSchema = z.object({ items: z.array(adminOwnerSchema), total: z.number().int() }).meta({ id: 'AdminOwnerPage' });
export type AdminOwnerPage = z.infer<typeof adminOwnerPageSchema>;

export const adminOwnerUpdateSchema = z.object({
  status: z.enum(ownerStatuses).optional(),
  companyName: optionalText(200),
});
export type AdminOwnerUpdate = z.infer<typeof adminOwnerUpdateSchema>;

// Estimators

export const adminEstimatorUpdateSchema = z.object({
  fullName: z.string().trim().min(1).max(100).optional(),
  information: z.string().trim().max(1000).optional(),
});

// Profiles

export const adminProfileFilterSchema = z.enum(ADMIN_PROFILE_FILTERS);
export const adminProfileStatusSchema = z.enum(ADMIN_PROFILE_STATUSES);
export const gradeGroupSchema = z.enum(GRADE_GROUPS);

export const adminProfileListQuerySchema = z.object({
  search: searchText,
  createdFrom: dayField,
  createdTo: dayField,
  gradeGroup: gradeGroupSchema.optional(),
  ownerId: idSchema.optional(),
  filter: adminProfileFilterSchema.default('all'),
  sort: z.enum(['createdAt', 'finalScore']).default('createdAt'),
  order: sortOrder,
  limit: pageLimit,
  offset: pageOffset,
});
export type AdminProfileListQuery = z.input<typeof adminProfileListQuerySchema>;

export const adminProfileSchema = z
  .object({
    _id: idSchema,
    ownerId: idSchema,
    ownerEmail: z.string(),
    kind: profileKindSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    position: z.string().nullable(),
    email: z.string().nullable(),
    state: profileStateSchema,
    status: adminProfileStatusSchema,
    finalScore: z.number().nullable(),
    finalScorePrecise: z.number().nullable(),
    grade: gradeSchema.nullable(),
    skipStatus: z.enum(['normal', 'suspicious']).nullable(),
    /** How many estimators graded it. */
    gradeCount: z.number().int(),
    createdAt: isoDateTime,
    completedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminProfilePageSchema = z
  .object({ items: z.array(adminProfileSchema), total: z.number().int() })
  .meta({ id: 'AdminProfilePage' });
export type AdminProfilePage = z.infer<typeof adminProfilePageSchema>;

export const estimatorGradeSchema = z
  .object({
    estimatorId: idSchema,
    estimatorName: z.string(),
    score: z.number().nullable(),
    scorePrecise: z.number().nullable(),
    note: z.string().nullable(),
    skipStatus: z.enum(['normal', 'suspicious']).nullable(),
    ratedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'EstimatorGrade' });
export type EstimatorGrade = z.infer<typeof estimatorGradeSchema>;

export const profilePredictionViewSchema = z
  .object({ modelId: idSchema, modelName: z.string(), value: z.number(), uncertainty: z.number(), grade: gradeSchema.nullable(), predictedAt: isoDateTime })
  .meta({ id: 'ProfilePredictionView' });

export const adminProfileDetailSchema = adminProfileSchema
  .extend({
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    answers: answersSchema,
    questionnaire: questionnaireFormSchema.nullable(),
    grades: z.array(estimatorGradeSchema),
    /** The published model's prediction, when it made one. */
    prediction: profilePredictionViewSchema.nullable(),
  })
  .meta({ id: 'AdminProfileDetail' });
export type AdminProfileDetail = z.infer<typeof adminProfileDetailSchema>;

export const adminProfileUpdateSchema = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  position: z.string().trim().max(100).optional(),
  skipStatus: z.enum(['normal', 'suspicious']).nullable().optional(),
});

export const scoreField = z.number().min(0).max(100);

export const profileFilterOwnerQuerySchema = z.object({ search: searchText, limit: pageLimit, offset: pageOffset });
export const profileFilterOwnerPageSchema = z
  .object({
    items: z.array(z.object({ _id: idSchema, email: z.string(), companyName: z.string().nullable() })),
    total: z.number().int(),
  })
  .meta({ id: 'ProfileFilterOwnerPage' });
export type ProfileFilterOwnerPage = z.infer<typeof profileFilterOwnerPageSchema>;

// Audit log

export const AUDIT_ACTIONS = [
  'owner.update',
  'owner.delete',
  'estimator.create',
  'estimator.update',
  'estimator.delete',
  'loginLink.send',
  'profile.update',
  'profile.delete',
  'finalScore.set',
  'finalScore.delete',
  'finalScorePrecise.set',
  'finalScorePrecise.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

export const auditLogQuerySchema = z.object({ action: auditActionSchema.optional(), limit: pageLimit, offset: pageOffset });
export const auditEntrySchema = z
  .object({
    _id: idSchema,
    administratorId: idSchema.nullable(),
    administratorEmail: z.string(),
    action: z.string(),
    targetKind: z.string(),
    targetIds: z.array(z.string()),
    details: z.record(z.string(), z.unknown()),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() }).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
