import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  localizedLabelSchema,
  questionnaireFormSchema,
  questionnaireKinds,
  questionnaireSchema,
  questionnaireSummarySchema,
  questionsSchema,
} from '../entities/questionnaires';
import { idSchema } from '../fields';

const admin = '/api/v1/administrator';
const owner = '/api/v1/owner';
/** The largest default definition is about 30 KiB; administrators may write far bigger ones (up to 500 questions). */
const questionnaireBodyLimit = 512 * 1024;

export const listQuestionnaires = defineEndpoint({
  method: 'GET',
  path: `${admin}/questionnaire`,
  summary: 'Every questionnaire, newest first',
  tags: ['administrator', 'questionnaires'],
  auth: 'administrator',
  response: z.object({ items: z.array(questionnaireSummarySchema) }),
});

export const createQuestionnaire = defineEndpoint({
  method: 'POST',
  path: `${admin}/questionnaire`,
  summary: 'Create a questionnaire; a definition with unknown dependency targets, cycles or bad operators is refused naming the question',
  tags: ['administrator', 'questionnaires'],
  auth: 'administrator',
  body: z.object({
    kind: z.enum(questionnaireKinds),
    name: localizedLabelSchema,
    dataSource: z.string().trim().max(500).optional(),
    questions: questionsSchema,
  }),
  response: questionnaireSchema,
  successStatus: 201,
  bodyLimit: questionnaireBodyLimit,
});

export const getQuestionnaire = defineEndpoint({
  method: 'GET',
  path: `${admin}/questionnaire/:id`,
  summary: 'One questionnaire with its questions',
  tags: ['administrator', 'questionnaires'],
  auth: 'administrator',
  params: z.object({ id: idSchema }),
  response: questionnaireSchema,
});

export const updateQuestionnaire = defineEndpoint({
  method: 'PATCH',
  path: `${admin}/questionnaire/:id`,
  summary:
    'Edit a questionnaire (back to created), set it inactive or created, or recalculate its figures over filled profiles (computed)',
  tags: ['administrator', 'questionnaires'],
  auth: 'administrator',
  params: z.object({ id: idSchema }),
  body: z.object({
    name: localizedLabelSchema.optional(),
    dataSource: z.string().trim().max(500).nullable().optional(),
    questions: questionsSchema.optional(),
    status: z.enum(['created', 'inactive']).optional(),
    recalculate: z.literal(true).optional(),
  }),
  response: questionnaireSchema,
  bodyLimit: questionnaireBodyLimit,
});

export const deleteQuestionnaire = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/questionnaire/:id`,
  summary: 'Delete a questionnaire; the one in use for its kind cannot be deleted (409)',
  tags: ['administrator', 'questionnaires'],
  auth: 'administrator',
  params: z.object({ id: idSchema }),
  response: z.void(),
  successStatus: 204,
});

export const getOwnerQuestionnaire = defineEndpoint({
  method: 'GET',
  path: `${owner}/questionnaire`,
  summary: 'The profile questionnaire in use (the short variant with short=true); verified owners only',
  tags: ['owner', 'questionnaires'],
  auth: 'owner',
  query: z.object({ short: z.stringbool().optional() }),
  response: questionnaireFormSchema,
});

export const getOwnerQuestionnaireUnsecure = defineEndpoint({
  method: 'GET',
  path: `${owner}/questionnaire/unsecure`,
  summary: 'The profile questionnaire in use, also for owners who have not verified their email (their own profile)',
  tags: ['owner', 'questionnaires'],
  auth: 'owner',
  response: questionnaireFormSchema,
});
