import { randomUUID } from 'node:crypto';
import type { Questionnaire, QuestionnaireKind, QuestionnaireSummary } from '@teamcast/contract';
import type { LocalizedLabel, Question, QuestionnaireStatus } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Db } from '../../platform/database';
import type { ModuleDeps } from '../module-deps';
import { checkQuestions } from './definition-check';
import { computeQuestionnaireStats } from './questionnaire-stats';
import { toQuestionnaire, toQuestionnaireSummary } from './questionnaire-view';
import {
  deleteQuestionnaire,
  findQuestionnaireById,
  findQuestionnaireInUse,
  insertQuestionnaire,
  listQuestionnaires,
  listSentProfileAnswers,
  lockQuestionnairesOfKind,
  updateQuestionnaire,
  type QuestionnaireChanges,
  type QuestionnaireRow,
} from './questionnaires-repository';

export function questionnaireNotFound(): AppError {
  return new AppError(404, 'questionnaire_not_found', 'No questionnaire has this id');
}

export interface NewQuestionnaireInput {
  kind: QuestionnaireKind;
  name: LocalizedLabel;
  dataSource?: string | undefined;
  questions: readonly Question[];
}

export interface QuestionnaireEdit {
  name?: LocalizedLabel | undefined;
  dataSource?: string | null | undefined;
  questions?: readonly Question[] | undefined;
  status?: 'created' | 'inactive' | undefined;
  recalculate?: true | undefined;
}

/** An empty data source says nothing; it is stored as none. */
const dataSourceOf = (value: string | null | undefined) => (value ? value : null);

/**
 * Refuses to leave a kind without a questionnaire in use: profiles of every kind must always have
 * one to be filled with. The kind's rows stay locked until the caller's transaction ends.
 */
async function ensureAnotherActive(tx: Db, row: QuestionnaireRow): Promise<void> {
  const kindRows = await lockQuestionnairesOfKind(tx, row.kind);
  const current = kindRows.find((other) => other.id === row.id);
  if (!current) throw questionnaireNotFound();
  if (current.status === 'inactive') return;
  if (kindRows.some((other) => other.id !== row.id && other.status !== 'inactive')) return;
  throw new AppError(409, 'questionnaire_in_use', `Questionnaire ${row.id} is the only one in use for kind ${row.kind}`);
}

/** The status after an edit: see the decisions on questionnaire statuses. */
function nextStatus(current: QuestionnaireStatus, edit: QuestionnaireEdit, contentEdited: boolean): QuestionnaireStatus {
  let status = current;
  if (contentEdited && status !== 'inactive') status = 'created';
  if (edit.status) status = edit.status;
  if (edit.recalculate && status !== 'inactive') status = 'computed';
  return status;
}

/** Administrators managing questionnaire definitions. */
export function createQuestionnaireAdminService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function isInUse(tx: Db, row: QuestionnaireRow): Promise<boolean> {
    return (await findQuestionnaireInUse(tx, row.kind as QuestionnaireKind))?.id === row.id;
  }

  return {
    async list(): Promise<QuestionnaireSummary[]> {
      const rows = await listQuestionnaires(db);
      // Rows come newest first, so the first active one of each kind is the one in use.
      const inUse = new Map<string, string>();
      for (const row of rows) if (row.status !== 'inactive' && !inUse.has(row.kind)) inUse.set(row.kind, row.id);
      return rows.map((row) => toQuestionnaireSummary(row, inUse.get(row.kind) === row.id));
    },

    async get(id: string): Promise<Questionnaire> {
      const row = await findQuestionnaireById(db, id);
      if (!row) throw questionnaireNotFound();
      return toQuestionnaire(row, await isInUse(db, row));
    },

    /** A new questionnaire is the newest of its kind, so profiles of that kind are filled with it from now on. */
    async create(input: NewQuestionnaireInput): Promise<Questionnaire> {
      checkQuestions(input.questions);
      const row = await db.transaction(async (tx) => {
        const [newest] = await lockQuestionnairesOfKind(tx, input.kind);
        const now = clock.now();
        // "Newest" must mean this one even when the clock has not moved since the previous one.
        const createdAt = newest && newest.createdAt >= now ? new Date(newest.createdAt.getTime() + 1) : now;
        return insertQuestionnaire(tx, {
          id: randomUUID(),
          kind: input.kind,
          name: input.name,
          status: 'created',
          dataSource: dataSourceOf(input.dataSource),
          questions: input.questions,
          stats: null,
          createdAt,
          updatedAt: createdAt,
        });
      });
      return toQuestionnaire(row, true);
    },

    async update(id: string, edit: QuestionnaireEdit): Promise<Questionnaire> {
      if (edit.questions) checkQuestions(edit.questions);
      return db.transaction(async (tx) => {
        const row = await findQuestionnaireById(tx, id);
        if (!row) throw questionnaireNotFound();
        const contentEdited = edit.name !== undefined || edit.dataSource !== undefined || edit.questions !== undefined;
        const status = nextStatus(row.status as QuestionnaireStatus, edit, contentEdited);
        if (status === 'inactive') await ensureAnotherActive(tx, row);

        const now = clock.now();
        const questions = edit.questions ?? row.questions;
        const changes: QuestionnaireChanges = {
          status,
          updatedAt: now,
          ...(edit.name === undefined ? {} : { name: edit.name }),
          ...(edit.dataSource === undefined ? {} : { dataSource: dataSourceOf(edit.dataSource) }),
          // Figures of other questions would mislead.
          ...(edit.questions === undefined ? {} : { questions, stats: null }),
          ...(edit.recalculate ? { stats: computeQuestionnaireStats(questions, await listSentProfileAnswers(tx, id), now) } : {}),
        };
        const updated = await updateQuestionnaire(tx, id, changes);
        if (!updated) throw questionnaireNotFound();
        return toQuestionnaire(updated, await isInUse(tx, updated));
      });
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findQuestionnaireById(tx, id);
        if (!row) throw questionnaireNotFound();
        await ensureAnotherActive(tx, row);
        await deleteQuestionnaire(tx, id);
      });
    },
  };
}

export type QuestionnaireAdminService = ReturnType<typeof createQuestionnaireAdminService>;
