import { AVATAR_NAMES, GENDERS, GRADES, OWNER_PROFILE_FILTERS, PROFILE_KINDS, PROFILE_STATES, rules } from '@teamcast/domain';
import { z } from 'zod';
import { emailField, idSchema, isoDateTime, ruled } from '../fields';
import { answersSchema, questionnaireFormSchema } from './questionnaires';

export const profileStateSchema = z.enum(PROFILE_STATES);
export const profileKindSchema = z.enum(PROFILE_KINDS);
export const genderSchema = z.enum(GENDERS);
export const gradeSchema = z.enum(GRADES);
export const avatarNameSchema = z.enum(AVATAR_NAMES as unknown as [string, ...string[]]);

/** YYYY-MM-DD, or the ISO instant at midnight UTC the forms send (spec section 5). */
export const birthDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, 'birthDate')
  .transform((value) => value.slice(0, 10));

const optionalName = ruled(z.string().trim().max(100), rules.name);
export const phoneField = ruled(z.string().trim().max(40), rules.phone);
export const positionField = ruled(z.string().trim().max(100), rules.position);
const optionalEmail = z.union([z.literal(''), emailField]);

/** A profile in the owner's list. Contacts and details are null where the profile's owner hid them from this viewer. */
export const profileSchema = z
  .object({
    _id: idSchema,
    ownerId: idSchema,
    kind: profileKindSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    birthDate: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: genderSchema.nullable(),
    avatarName: z.string(),
    position: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** The questionnaire link; null for profiles other owners shared with this viewer. */
    permalink: z.string().nullable(),
    isDemo: z.boolean(),
    isShort: z.boolean(),
    hideDetails: z.boolean(),
    state: profileStateSchema,
    filled: z.boolean(),
    /** Null while not estimated, and for owners without a subscription. */
    expertise: z.number().nullable(),
    grade: gradeSchema.nullable(),
    /** Added from another owner's share link rather than created here. */
    attached: z.boolean(),
    /** The owner's own profile ("this is me"). */
    isMain: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    completedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** A profile with its answers and the questions they answer (empty when hidden from the viewer). */
export const profileDetailSchema = profileSchema
  .extend({ answers: answersSchema, questionnaire: questionnaireFormSchema.nullable(), detailsHidden: z.boolean() })
  .meta({ id: 'ProfileDetail' });
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const profileSortKeys = ['createdAt', 'updatedAt', 'completedAt', 'name', 'age', 'expertise'] as const;

export const profileListQuerySchema = z.object({
  filter: z.enum(OWNER_PROFILE_FILTERS).default('all'),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(profileSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const profileListSchema = z
  .object({
    items: z.array(profileSchema),
    total: z.number().int(),
    /** Counts for the filter tabs. */
    counts: z.object({ all: z.number().int(), empty: z.number().int(), approved: z.number().int() }),
  })
  .meta({ id: 'ProfileList' });
export type ProfileList = z.infer<typeof profileListSchema>;

/** What an owner fills in when creating or editing a profile; the specialist fills in the rest. */
export const profileFieldsSchema = z.object({
  firstName: optionalName.optional(),
  lastName: optionalName.optional(),
  position: positionField.optional(),
  phone: phoneField.optional(),
  email: optionalEmail.optional(),
  birthDate: birthDateField.nullable().optional(),
  gender: genderSchema.nullable().optional(),
  hideDetails: z.boolean().optional(),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;

export const shareLinkSchema = z.object({ sharelink: z.string(), url: z.string() }).meta({ id: 'ShareLink' });
export const referralSchema = z.object({ referralId: z.string(), url: z.string() }).meta({ id: 'Referral' });

export const attachCheckSchema = z
  .object({
    canAttach: z.boolean(),
    /** Why not: the viewer's own profile, already in the list, or not filled yet. */
    reason: z.enum(['own', 'attached', 'not_filled']).nullable(),
    profileId: idSchema.nullable(),
  })
  .meta({ id: 'AttachCheck' });

export const upendCheckSchema = z
  .object({ canUpend: z.boolean(), reason: z.enum(['already_main', 'not_filled', 'attached']).nullable(), currentMainProfileId: idSchema.nullable() })
  .meta({ id: 'UpendCheck' });

/** A profile as anyone with its share link sees it: no contacts, and no answers when details are hidden. */
export const sharedProfileSchema = z
  .object({
    sharelink: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: genderSchema.nullable(),
    avatarName: z.string(),
    position: z.string().nullable(),
    filled: z.boolean(),
    completedAt: isoDateTime.nullable(),
    detailsHidden: z.boolean(),
    answers: answersSchema,
    questionnaire: questionnaireFormSchema.nullable(),
  })
  .meta({ id: 'SharedProfile' });
export type SharedProfile = z.infer<typeof sharedProfileSchema>;

export const ownerDataSchema = z.object({ key: z.string(), data: z.unknown() }).meta({ id: 'OwnerData' });

// The questionnaire opened by its permalink.

/** One answer as sent for analysis (spec section 7, Answer submission payload). */
export const answerPayloadSchema = z
  .object({
    response: z.union([
      z.string().max(2000),
      z.number(),
      z.array(z.string().max(200)).max(200),
      z.object({ type: z.enum(['min', 'max']), min: z.number(), max: z.number() }),
      z.object({ tree: z.array(z.string().max(200)).max(3), value: z.string().max(200), answerNeuronName: z.string().max(200), questionNeuronName: z.string().max(200) }),
    ]),
    final_answer: z.boolean(),
    current_step: z.number().int().min(1).max(20),
    mine_question: z.boolean(),
    neuron_question: z.string().min(1).max(200),
  })
  .meta({ id: 'AnswerPayload' });

export const permalinkProfileSchema = z
  .object({
    permalink: z.string(),
    kind: profileKindSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** The second partner of a couple questionnaire. */
    partnerName: z.string().nullable(),
    birthDate: z.string().nullable(),
    avatarName: z.string(),
    state: profileStateSchema,
    /** Sent: the answers can no longer be changed. */
    locked: z.boolean(),
    /** Whether the last name is asked (not in the love and couple variants). */
    lastNameRequired: z.boolean(),
    /** Who asked for the questionnaire, to show the specialist. */
    requestedBy: z.string().nullable(),
    currentStep: z.number().int(),
    answers: answersSchema,
    /**
     * The questions whose answers can no longer change: every answered one of a sent questionnaire,
     * and in an upgrade those answered when the questionnaire was sent.
     */
    fixedAnswers: z.array(z.string()),
    questionnaire: questionnaireFormSchema,
    completedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'PermalinkProfile' });
export type PermalinkProfile = z.infer<typeof permalinkProfileSchema>;

export const permalinkSaveSchema = z.object({
  answers: z.array(answerPayloadSchema).max(500).default([]),
  currentStep: z.number().int().min(1).max(20).optional(),
  // The same name rule as the owner's profile form: empty clears a name, anything else must be a name.
  firstName: optionalName.optional(),
  lastName: optionalName.optional(),
  partnerName: optionalName.optional(),
  birthDate: birthDateField.optional(),
  avatarName: avatarNameSchema.optional(),
  /** Send the questionnaire: every step must be complete, names given and consent true. */
  send: z.boolean().optional(),
  consent: z.boolean().optional(),
});
export type PermalinkSave = z.input<typeof permalinkSaveSchema>;

export const permalinkGradeSchema = z
  .object({ state: profileStateSchema, grade: gradeSchema.nullable(), completedAt: isoDateTime.nullable() })
  .meta({ id: 'PermalinkGrade' });

