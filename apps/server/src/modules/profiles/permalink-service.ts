import type { PermalinkProfile, permalinkSaveSchema } from '@teamcast/contract';
import {
  check,
  checkBirthDate,
  checkPersonalDetails,
  firstIncompleteStep,
  gradeFromScore,
  rules,
  withoutHiddenAnswers,
  type Gender,
  type Grade,
  type ProfileKind,
  type ProfileState,
} from '@teamcast/domain';
import type { z } from 'zod';
import { AppError, validationError } from '../../http/app-error';
import type { Db } from '../../platform/database';
import type { ModuleDeps } from '../module-deps';
import { findOwnerById } from '../owner/owners-repository';
import { mergeAnswers, readAnswerPayloads } from './permalink-answers';
import { isRemoved, profileDeleted, profileNotFound } from './profile-access';
import { deriveFacts, today } from './profile-facts';
import { profileForm } from './profile-form';
import { lastNameRequired, toPermalinkProfile } from './profile-view';
import {
  findProfileByPermalink,
  lockProfileByPermalink,
  updateProfileRow,
  type ProfileChanges,
  type ProfileRow,
} from './profiles-repository';

export type PermalinkSaveInput = z.output<typeof permalinkSaveSchema>;

/** The profile of a permalink, refusing unknown links and those of deleted profiles differently. */
export function liveProfile(row: ProfileRow | undefined): ProfileRow {
  if (!row) throw profileNotFound();
  if (isRemoved(row)) throw profileDeleted();
  return row;
}

export function questionnaireLocked(): AppError {
  return new AppError(409, 'questionnaire_locked', 'The questionnaire was sent; its answers can no longer be changed');
}

export function questionnaireIncomplete(step: number): AppError {
  return new AppError(400, 'questionnaire_incomplete', `Step ${step} has visible questions without an answer`, { params: { step } });
}

/** Who asked for the questionnaire, as the specialist is told: the owner's company, when they gave one. */
export async function requestedBy(db: Db, row: ProfileRow): Promise<string | null> {
  return (await findOwnerById(db, row.ownerId))?.companyName ?? null;
}

const textOrNull = (value: string | undefined, current: string | null) => (value === undefined ? current : value.trim() || null);

/** Whether the request saves anything at all; an empty one leaves an untouched profile untouched. */
const savesSomething = (input: PermalinkSaveInput) =>
  input.answers.length > 0 ||
  input.send === true ||
  [input.firstName, input.lastName, input.partnerName, input.birthDate, input.avatarName, input.currentStep].some(
    (value) => value !== undefined,
  );

/** Names are written only when they pass the domain's name rule, the one the owner's profile form applies. */
function checkNames(input: PermalinkSaveInput) {
  for (const field of ['firstName', 'lastName', 'partnerName'] as const) {
    const value = input[field];
    const issue = value === undefined ? null : check(value, rules.name);
    if (issue) throw validationError(field, issue.code);
  }
}

/** Refuses a send that lacks consent, the names the questionnaire asks, or answers. */
function checkSendable(kind: ProfileKind, names: Pick<ProfileRow, 'firstName' | 'lastName' | 'partnerName'>, consent: boolean | undefined) {
  if (consent !== true) throw validationError('consent', 'consent');
  const issues = checkPersonalDetails(names, { lastNameRequired: lastNameRequired(kind) });
  for (const field of ['firstName', 'lastName'] as const) {
    const issue = issues[field];
    if (issue) throw validationError(field, issue.code, 'params' in issue ? issue.params : undefined);
  }
  if (kind === 'couple' && !names.partnerName?.trim()) throw validationError('partnerName', 'required');
}

/** The questionnaire a specialist fills in by the permalink, without signing in. */
export function createPermalinkService(deps: ModuleDeps) {
  const { db, clock } = deps;

  return {
    async get(permalink: string): Promise<PermalinkProfile> {
      const row = liveProfile(await findProfileByPermalink(db, permalink));
      return toPermalinkProfile(row, { form: await profileForm(db, row), requestedBy: await requestedBy(db, row) });
    },

    /**
     * Saves answers and details; with `send` also sends the questionnaire, after which nothing can
     * change. A refused send saves nothing: the page keeps what was typed and sends it again.
     */
    async save(permalink: string, input: PermalinkSaveInput): Promise<PermalinkProfile> {
      const { row, form } = await db.transaction(async (tx) => {
        const row = liveProfile(await lockProfileByPermalink(tx, permalink));
        if (row.state === 'ack_a') throw questionnaireLocked();
        const form = await profileForm(tx, row);
        const now = clock.now();
        const kind = row.kind as ProfileKind;

        let answers = mergeAnswers(row.answers, readAnswerPayloads(input.answers, form.questions));
        checkNames(input);
        const names = {
          firstName: textOrNull(input.firstName, row.firstName),
          lastName: textOrNull(input.lastName, row.lastName),
          partnerName: textOrNull(input.partnerName, row.partnerName),
        };
        if (input.birthDate !== undefined) {
          const issue = checkBirthDate(input.birthDate, now.toISOString());
          if (issue) throw validationError('birthDate', issue.code);
        }
        const birthDate = input.birthDate ?? row.birthDate;

        let sent: ProfileChanges = {};
        if (input.send) {
          checkSendable(kind, names, input.consent);
          answers = withoutHiddenAnswers(form, answers);
          const step = firstIncompleteStep(form, answers);
          if (step !== null) throw questionnaireIncomplete(step);
          sent = { state: 'ack_a', completedAt: now };
        } else if (row.state === 'ack_q' && savesSomething(input)) {
          sent = { state: 'answered' };
        }

        const facts = deriveFacts({
          answers,
          birthDate,
          gender: row.gender as Gender | null,
          today: today(now),
          previous: { age: row.age, gender: row.gender as Gender | null, avatarName: row.avatarName },
          chosenAvatar: input.avatarName,
        });
        const updated = await updateProfileRow(tx, row.id, {
          ...names,
          ...facts,
          ...sent,
          birthDate,
          answers,
          currentStep: input.currentStep ?? row.currentStep,
          updatedAt: now,
        });
        return { row: updated ?? row, form };
      });
      return toPermalinkProfile(row, { form, requestedBy: await requestedBy(db, row) });
    },

    async grade(permalink: string): Promise<{ state: ProfileState; grade: Grade | null; completedAt: string | null }> {
      const row = liveProfile(await findProfileByPermalink(db, permalink));
      return {
        state: row.state as ProfileState,
        grade: gradeFromScore(row.finalScore),
        completedAt: row.completedAt?.toISOString() ?? null,
      };
    },
  };
}

export type PermalinkService = ReturnType<typeof createPermalinkService>;
