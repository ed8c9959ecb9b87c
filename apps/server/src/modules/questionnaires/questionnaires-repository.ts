import type { QuestionnaireKind } from '@teamcast/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { profiles, questionnaires } from '../../db/schema';
import type { Db } from '../../platform/database';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaireRow = typeof questionnaires.$inferInsert;
export type QuestionnaireChanges = Partial<Omit<NewQuestionnaireRow, 'id' | 'kind' | 'createdAt'>>;

/** Newest first; the id breaks ties the same way `findQuestionnaireInUse` does. */
const newestFirst = [desc(questionnaires.createdAt), desc(questionnaires.id)] as const;

export async function insertQuestionnaire(db: Db, row: NewQuestionnaireRow): Promise<QuestionnaireRow> {
  const rows = await db.insert(questionnaires).values(row).returning();
  return rows[0]!;
}

export async function findQuestionnaireById(db: Db, id: string): Promise<QuestionnaireRow | undefined> {
  const rows = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return rows[0];
}

/** The questionnaire profiles of a kind are filled with now: the newest of that kind that is not inactive. */
export async function findQuestionnaireInUse(db: Db, kind: QuestionnaireKind): Promise<QuestionnaireRow | undefined> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.kind, kind), ne(questionnaires.status, 'inactive')))
    .orderBy(...newestFirst)
    .limit(1);
  return rows[0];
}

export async function listQuestionnaires(db: Db): Promise<QuestionnaireRow[]> {
  return db.select().from(questionnaires).orderBy(...newestFirst);
}

/**
 * The questionnaires of a kind, newest first, locked until the transaction ends: the checks that a
 * kind keeps one questionnaire in use, and the order of creation, hold against concurrent changes.
 */
export async function lockQuestionnairesOfKind(
  tx: Db,
  kind: string,
): Promise<Pick<QuestionnaireRow, 'id' | 'status' | 'createdAt'>[]> {
  return tx
    .select({ id: questionnaires.id, status: questionnaires.status, createdAt: questionnaires.createdAt })
    .from(questionnaires)
    .where(eq(questionnaires.kind, kind))
    .orderBy(...newestFirst)
    .for('update');
}

export async function updateQuestionnaire(db: Db, id: string, changes: QuestionnaireChanges): Promise<QuestionnaireRow | undefined> {
  const rows = await db.update(questionnaires).set(changes).where(eq(questionnaires.id, id)).returning();
  return rows[0];
}

/** Profiles filled with it lose their link to it (the foreign key sets it to null). */
export async function deleteQuestionnaire(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(questionnaires).where(eq(questionnaires.id, id)).returning({ id: questionnaires.id });
  return rows.length > 0;
}

/** The answers of the profiles filled and sent with this questionnaire. */
export async function listSentProfileAnswers(db: Db, questionnaireId: string): Promise<(typeof profiles.$inferSelect)['answers'][]> {
  const rows = await db
    .select({ answers: profiles.answers })
    .from(profiles)
    .where(and(eq(profiles.questionnaireId, questionnaireId), eq(profiles.state, 'ack_a')));
  return rows.map((row) => row.answers);
}
