import { randomUUID } from 'node:crypto';
import type { QuestionnaireKind } from '@teamcast/contract';
import { defaultQuestionnaires } from '@teamcast/domain';
import { insertMetaOnce } from '../../meta/app-meta-repository';
import type { Db } from '../../platform/database';
import { insertQuestionnaire } from './questionnaires-repository';

const seededKey = 'default_questionnaires_seeded';

/**
 * Stores the default questionnaires the first time the server starts on a database. Later starts
 * leave them alone, so what administrators edited or deleted stays that way.
 */
export async function seedDefaultQuestionnaires(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertMetaOnce(tx, seededKey, { at: now.toISOString() }, now))) return false;
    for (const [kind, questionnaire] of Object.entries(defaultQuestionnaires)) {
      await insertQuestionnaire(tx, {
        id: randomUUID(),
        kind: kind as QuestionnaireKind,
        name: questionnaire.name,
        status: 'created',
        dataSource: 'default',
        questions: questionnaire.definition.questions,
        createdAt: now,
        updatedAt: now,
      });
    }
    return true;
  });
}
