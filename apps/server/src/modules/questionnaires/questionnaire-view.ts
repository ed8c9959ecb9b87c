import type { Questionnaire, QuestionnaireForm, QuestionnaireKind, QuestionnaireSummary } from '@teamcast/contract';
import type { QuestionnaireStatus } from '@teamcast/domain';
import type { QuestionnaireRow } from './questionnaires-repository';

export function toQuestionnaireSummary(row: QuestionnaireRow, inUse: boolean): QuestionnaireSummary {
  return {
    _id: row.id,
    kind: row.kind as QuestionnaireKind,
    name: row.name,
    status: row.status as QuestionnaireStatus,
    inUse,
    dataSource: row.dataSource,
    questionCount: row.questions.length,
    stepCount: new Set(row.questions.map((question) => question.step)).size,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function toQuestionnaire(row: QuestionnaireRow, inUse: boolean): Questionnaire {
  return { ...toQuestionnaireSummary(row, inUse), questions: row.questions, stats: row.stats ?? null };
}

export function toQuestionnaireForm(row: QuestionnaireRow): QuestionnaireForm {
  return { _id: row.id, kind: row.kind as QuestionnaireKind, name: row.name, questions: row.questions };
}
