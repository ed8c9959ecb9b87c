import type { QuestionnaireForm, QuestionnaireKind } from '@teamcast/contract';
import type { ProfileKind, Question } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Db } from '../../platform/database';
import { findQuestionnaireById, findQuestionnaireInUse, type QuestionnaireRow } from '../questionnaires/questionnaires-repository';

/** The questionnaire each kind of profile is filled with; a love profile also gets the love questionnaire's questions. */
export const questionnaireKindOf: Record<ProfileKind, QuestionnaireKind> = {
  full: 'profile',
  short: 'profileShort',
  love: 'profile',
  couple: 'couple',
};

function toForm(row: QuestionnaireRow): QuestionnaireForm {
  return { _id: row.id, kind: row.kind as QuestionnaireKind, name: row.name, questions: row.questions };
}

const lastStep = (questions: readonly Question[]) => Math.max(0, ...questions.map((question) => question.step));

/**
 * The profile questions followed by the love questions. Questions the love questionnaire repeats
 * from the profile one are asked once; love questions numbered into the profile's steps move after
 * them, so the love part is always its own step(s) at the end.
 */
export function withLoveQuestions(profile: QuestionnaireForm, love: QuestionnaireForm): QuestionnaireForm {
  const asked = new Set(profile.questions.map((question) => question.neuronName));
  const added = love.questions.filter((question) => !asked.has(question.neuronName));
  const profileLast = lastStep(profile.questions);
  const firstAdded = Math.min(...added.map((question) => question.step));
  const shift = added.length > 0 && firstAdded <= profileLast ? profileLast - firstAdded + 1 : 0;
  return {
    _id: love._id,
    kind: 'love',
    name: love.name,
    questions: [...profile.questions, ...added.map((question) => (shift === 0 ? question : { ...question, step: question.step + shift }))],
  };
}

export function questionnaireNotFound(kind: QuestionnaireKind): AppError {
  return new AppError(404, 'questionnaire_not_found', `No questionnaire of kind ${kind} is in use`);
}

async function inUseForm(db: Db, kind: QuestionnaireKind): Promise<QuestionnaireForm> {
  const row = await findQuestionnaireInUse(db, kind);
  if (!row) throw questionnaireNotFound(kind);
  return toForm(row);
}

/** The questionnaire in use for new profiles of a kind (stored on the profile when it is created). */
export async function questionnaireIdForNewProfile(db: Db, kind: ProfileKind): Promise<string | null> {
  return (await findQuestionnaireInUse(db, questionnaireKindOf[kind]))?.id ?? null;
}

/**
 * The questionnaire a profile is filled with: the one it was created with, or the one in use for
 * its kind when that was deleted; a love profile's with the love questions added.
 */
export async function profileForm(db: Db, profile: { kind: string; questionnaireId: string | null }): Promise<QuestionnaireForm> {
  const kind = profile.kind as ProfileKind;
  const stored = profile.questionnaireId ? await findQuestionnaireById(db, profile.questionnaireId) : undefined;
  const base = stored ? toForm(stored) : await inUseForm(db, questionnaireKindOf[kind]);
  return kind === 'love' ? withLoveQuestions(base, await inUseForm(db, 'love')) : base;
}

/** The questionnaire of an upgrade: the full one for a short profile, the full one with the love questions otherwise. */
export async function upgradeForm(
  db: Db,
  profile: { kind: string; questionnaireId: string | null },
  target: 'love' | 'full',
): Promise<QuestionnaireForm> {
  if (target === 'full') return inUseForm(db, 'profile');
  return withLoveQuestions(await profileForm(db, profile), await inUseForm(db, 'love'));
}
