import { randomUUID } from 'node:crypto';
import {
  hasAnswerValue,
  isStepComplete,
  questionnaireSteps,
  toAnswerPayload,
  visibleQuestions,
  type Answer,
  type AnswerPayload,
  type Answers,
  type ProfileKind,
  type Question,
  type ScopeOption,
} from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import { newLinkToken } from '../../src/modules/profiles/link-token';
import { questionnaireIdForNewProfile } from '../../src/modules/profiles/profile-form';
import { insertProfile, type NewProfileRow, type ProfileRow } from '../../src/modules/profiles/profiles-repository';
import { bearer, createOwner, signIn } from './accounts';
import type { TestApp } from './build-test-app';

export const ownerApi = '/api/v1/owner';
export const appApi = '/api/v1/app';

/** An owner signed in, verified unless asked otherwise. */
export async function signedInOwner(ctx: TestApp, { verified = true, companyName }: { verified?: boolean; companyName?: string } = {}) {
  const owner = await createOwner(ctx, {
    ...(verified ? { status: 'verified', needVerify: false } : {}),
    ...(companyName === undefined ? {} : { companyName }),
  });
  const token = await signIn(ctx, 'owner', owner.id);
  return { owner, token, headers: bearer(token) };
}

export async function mainProfileIdOf(ctx: TestApp, ownerId: string): Promise<string | null> {
  const rows = await ctx.database.db.select({ id: owners.mainProfileId }).from(owners).where(eq(owners.id, ownerId));
  return rows[0]?.id ?? null;
}

/** A profile stored directly, for tests that need one in a given state without filling it in. */
export async function insertTestProfile(
  ctx: TestApp,
  ownerId: string,
  { filled = false, ...fields }: Partial<NewProfileRow> & { filled?: boolean } = {},
): Promise<ProfileRow> {
  const now = new Date('2026-02-01T10:00:00.000Z');
  const kind = (fields.kind ?? 'full') as ProfileKind;
  return insertProfile(ctx.database.db, {
    id: randomUUID(),
    ownerId,
    kind,
    isShort: kind === 'short',
    permalink: newLinkToken(),
    questionnaireId: await questionnaireIdForNewProfile(ctx.database.db, kind),
    firstName: 'Иван',
    lastName: 'Петров',
    state: filled ? 'ack_a' : 'ack_q',
    completedAt: filled ? now : null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

function firstPath(scope: readonly ScopeOption[] | undefined): string[] {
  const path: string[] = [];
  let level = scope;
  while (level && level[0] && path.length < 3) {
    path.push(level[0].value);
    level = level[0].children;
  }
  return path;
}

/** An answer a person could give: the first option, the lowest slider value, a small range. */
export function sampleAnswer(question: Question): Answer {
  const first = question.scope?.[0]?.value ?? 'x';
  switch (question.type) {
    case 'select':
    case 'formula':
      return { value: first };
    case 'multiselect':
      return { value: [first] };
    case 'slider':
      return { value: Number(question.scope?.find((option) => option.value === 'min')?.computed ?? 0) };
    case 'range':
      return { value: { min: 1, max: 2 }, type: 'min' };
    case 'dropdown':
      return { value: firstPath(question.scope) };
  }
}

/**
 * Answers every question of a step that the answers so far show, again and again as answers reveal
 * more, and returns the answers with the payloads the questionnaire page would send for the step.
 */
export function answerStep(questions: readonly Question[], step: number, before: Answers = {}) {
  const answers: Record<string, Answer> = {};
  for (const [name, answer] of Object.entries(before)) if (answer) answers[name] = answer;
  for (;;) {
    const open = visibleQuestions({ questions }, answers).filter((q) => q.step === step && !hasAnswerValue(answers[q.neuronName]));
    if (open.length === 0) break;
    for (const question of open) answers[question.neuronName] = sampleAnswer(question);
  }
  const stepValid = isStepComplete({ questions }, step, answers);
  const payloads: AnswerPayload[] = visibleQuestions({ questions }, answers)
    .filter((q) => q.step === step)
    .map((q) => toAnswerPayload(q, answers[q.neuronName], { currentStep: step, stepValid }));
  return { answers, payloads };
}

export const stepsOf = questionnaireSteps;
