import { randomUUID } from 'node:crypto';
import { defaultQuestionnaires } from '@teamcast/domain';
import { insertQuestionnaire } from '../../src/modules/questionnaires/questionnaires-repository';
import type { TestApp } from '../helpers/build-test-app';
import { verifyOwners, type MatrixRow } from '../helpers/matrix';

const couple = defaultQuestionnaires.couple;

/**
 * An inactive couple questionnaire: editing or deleting it never changes which questionnaire the
 * other rows' profiles are filled with.
 */
async function insertSpareQuestionnaire(ctx: TestApp): Promise<string> {
  const now = new Date('2026-01-15T10:00:00.000Z');
  const row = await insertQuestionnaire(ctx.database.db, {
    id: randomUUID(),
    kind: 'couple',
    name: { ru: 'Запасная анкета', en: 'Spare questionnaire' },
    status: 'inactive',
    questions: couple.definition.questions,
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
}

/** Rows of the authorisation matrix for the questionnaire endpoints. */
export const questionnaireRows = {
  listQuestionnaires: {},
  // The default couple questions again: the couple questionnaire in use changes, its content does not.
  createQuestionnaire: {
    request: () => ({ body: { kind: 'couple', name: couple.name, questions: couple.definition.questions } }),
  },
  getQuestionnaire: { request: async (_world, ctx) => ({ params: { id: await insertSpareQuestionnaire(ctx) } }) },
  updateQuestionnaire: {
    request: async (_world, ctx) => ({
      params: { id: await insertSpareQuestionnaire(ctx) },
      body: { name: { ru: 'Переименованная', en: 'Renamed' } },
    }),
  },
  deleteQuestionnaire: { request: async (_world, ctx) => ({ params: { id: await insertSpareQuestionnaire(ctx) } }) },
  getOwnerQuestionnaire: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return {};
    },
  },
  getOwnerQuestionnaireUnsecure: {},
} satisfies Record<string, MatrixRow>;
