import { z } from 'zod';
import { idSchema, isoDateTime, localeSchema, usernameField } from '../fields';
import { subscriptionSchema } from './subscription';

export const ownerAccessRulesSchema = z
  .object({
    allowTeams: z.boolean(),
    allowScene: z.boolean(),
    needVerify: z.boolean(),
    allowCreateTeams: z.boolean(),
    allowCompareTeams: z.boolean(),
    allowMonitor: z.boolean(),
  })
  .meta({ id: 'OwnerAccessRules' });
export type OwnerAccessRules = z.infer<typeof ownerAccessRulesSchema>;

export const ownerStatuses = ['unverified', 'verified'] as const;

/** The owner as they see themselves (spec section 3, Owner (self)). */
export const ownerSelfSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    status: z.enum(ownerStatuses),
    subscribe: subscriptionSchema.nullable(),
    companyName: z.string().nullable(),
    mainProfileId: z.string().nullable(),
    orderAmount: z.number(),
    isTmpOwner: z.boolean(),
    ln: localeSchema,
    accessRules: ownerAccessRulesSchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'OwnerSelf' });
export type OwnerSelf = z.infer<typeof ownerSelfSchema>;

/** The estimator as they see themselves (spec section 3, Estimator). */
export const estimatorSelfSchema = z
  .object({
    _id: idSchema,
    estimator: z.object({ email: z.string(), fullName: z.string() }),
    nextProfileBatch: z.number().int().nullable(),
    /** False for an estimator invited by link who has not chosen a password yet; the first one needs no current one. */
    hasPassword: z.boolean(),
    ln: localeSchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'EstimatorSelf' });
export type EstimatorSelf = z.infer<typeof estimatorSelfSchema>;

export const administratorSelfSchema = z
  .object({ _id: idSchema, email: z.string(), ln: localeSchema, createdAt: isoDateTime })
  .meta({ id: 'AdministratorSelf' });
export type AdministratorSelf = z.infer<typeof administratorSelfSchema>;

/** An estimator in the administrator's list (spec: name, created, last visit, information, profile count). */
export const estimatorListItemSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    fullName: z.string(),
    information: z.string().nullable(),
    createdAt: isoDateTime,
    lastVisitAt: isoDateTime.nullable(),
    profileCount: z.number().int(),
  })
  .meta({ id: 'EstimatorListItem' });
export type EstimatorListItem = z.infer<typeof estimatorListItemSchema>;

export const sentResponseSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MailSent' });

/** The web areas an owner signs in to; a mailed link opens the area the request came from. */
export const ownerAreas = ['owner', 'owner-mobile', 'love-mobile'] as const;
export type OwnerArea = (typeof ownerAreas)[number];

/** What a link from a mail was for; the web app continues accordingly after signing the user in. */
export const linkPurposes = ['login', 'verify', 'reset'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

// Trimmed like the password it is compared with, which was trimmed when it was set.
export const credentialsSchema = z
  .object({ username: usernameField, password: z.string().max(200).trim().min(1) })
  .meta({ id: 'Credentials' });

export const loginLinkTargets = ['owners', 'estimators'] as const;

export const outboxMessageSchema = z
  .object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: isoDateTime })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

