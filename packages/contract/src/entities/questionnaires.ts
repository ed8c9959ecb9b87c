import {
  GROUP_OPERATORS,
  QUESTIONNAIRE_STATUSES,
  QUESTION_TYPES,
  type QuestionnaireDefinition,
  type ScopeOption,
} from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';

export const localizedLabelSchema = z.object({ ru: z.string().max(500), en: z.string().max(500) }).meta({ id: 'LocalizedLabel' });

const optionValue = z.string().min(1).max(200);

// Recursive, so it needs a name of its own: OpenAPI can only point back at a named component.
export const scopeOptionSchema: z.ZodType<ScopeOption> = z
  .lazy(() =>
    z.object({
      value: optionValue,
      label: localizedLabelSchema,
      computed: z.union([z.number(), z.string(), z.null()]).optional(),
      children: z.array(scopeOptionSchema).max(200).optional(),
    }),
  )
  .meta({ id: 'ScopeOption' });

const answerValueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.array(z.string().max(200)).max(200),
  z.object({ min: z.number(), max: z.number() }),
]);

export const answerSchema = z
  .object({
    value: answerValueSchema.nullable().optional(),
    neuron: z.string().max(200).optional(),
    formulaRender: z.string().max(2000).optional(),
    type: z.string().max(20).optional(),
  })
  .meta({ id: 'Answer' });

/** Answers keyed by the question's neuronName. */
export const answersSchema = z.record(z.string().max(200), answerSchema).meta({ id: 'Answers' });

export const questionSchema = z
  .object({
    type: z.enum(QUESTION_TYPES),
    neuronName: z.string().min(1).max(200),
    label: localizedLabelSchema.optional(),
    answer: answerSchema.optional(),
    scope: z.array(scopeOptionSchema).max(500).optional(),
    options: z
      .object({
        dependsOn: z.array(z.object({ neuronName: z.string().min(1).max(200), condition: z.string().max(500) })).max(50).optional(),
        groupId: z.union([z.enum(GROUP_OPERATORS), z.string().max(50)]).optional(),
      })
      .optional(),
    step: z.number().int().min(1).max(20),
  })
  .meta({ id: 'Question' });

/** The questions of a definition; the domain's own type, checked at run time. */
export const questionsSchema: z.ZodType<QuestionnaireDefinition['questions']> = z.array(questionSchema).min(1).max(500);

/**
 * Which questionnaire serves which profiles: the full profile questionnaire, its short variant, the
 * love step added to the profile questionnaire, and the couple questionnaire.
 */
export const questionnaireKinds = ['profile', 'profileShort', 'love', 'couple'] as const;
export type QuestionnaireKind = (typeof questionnaireKinds)[number];

export const questionnaireStatusSchema = z.enum(QUESTIONNAIRE_STATUSES);

/** Figures computed over the profiles filled with a questionnaire (the "computed" status). */
export const questionnaireStatsSchema = z
  .object({
    filledProfiles: z.number().int(),
    /** Per question, the share of filled profiles that answered it (0..1). */
    answeredShare: z.record(z.string(), z.number().min(0).max(1)),
    computedAt: isoDateTime,
  })
  .meta({ id: 'QuestionnaireStats' });
export type QuestionnaireStats = z.infer<typeof questionnaireStatsSchema>;

export const questionnaireSummarySchema = z
  .object({
    _id: idSchema,
    kind: z.enum(questionnaireKinds),
    name: localizedLabelSchema,
    status: questionnaireStatusSchema,
    /** Whether profiles of this kind are filled with it now: the newest questionnaire of its kind that is not inactive. */
    inUse: z.boolean(),
    dataSource: z.string().nullable(),
    questionCount: z.number().int(),
    stepCount: z.number().int(),
    created: isoDateTime,
    updated: isoDateTime,
  })
  .meta({ id: 'QuestionnaireSummary' });
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = questionnaireSummarySchema
  .extend({ questions: questionsSchema, stats: questionnaireStatsSchema.nullable() })
  .meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** What a person filling a questionnaire needs of it. */
export const questionnaireFormSchema = z
  .object({ _id: idSchema, kind: z.enum(questionnaireKinds), name: localizedLabelSchema, questions: questionsSchema })
  .meta({ id: 'QuestionnaireForm' });
export type QuestionnaireForm = z.infer<typeof questionnaireFormSchema>;
