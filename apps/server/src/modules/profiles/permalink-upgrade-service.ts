import type { PermalinkProfile } from '@teamcast/contract';
import {
  firstIncompleteStep,
  hasAnswerValue,
  upgradeOf,
  withoutHiddenAnswers,
  type Answer,
  type Gender,
  type ProfileKind,
  type ProfileState,
  type UpgradeTarget,
} from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Db } from '../../platform/database';
import type { ModuleDeps } from '../module-deps';
import { mergeAnswers, readAnswerPayloads, type ReceivedAnswer } from './permalink-answers';
import { liveProfile, questionnaireIncomplete, questionnaireLocked, requestedBy, type PermalinkSaveInput } from './permalink-service';
import { deriveFacts, today } from './profile-facts';
import { profileForm, upgradeForm } from './profile-form';
import { toPermalinkProfile } from './profile-view';
import {
  findProfileByPermalink,
  lockProfileByPermalink,
  updateProfileRow,
  type ProfileChanges,
  type ProfileRow,
} from './profiles-repository';

/** What a sent profile can grow into, by the domain's rule: a full one the love questions, a short one the full questionnaire. */
const upgradeOfRow = (row: ProfileRow): UpgradeTarget | null => upgradeOf({ kind: row.kind as ProfileKind, state: row.state as ProfileState });

function noUpgrade(row: ProfileRow, target: UpgradeTarget): AppError {
  return new AppError(409, 'conflict', `A ${row.kind} profile in state ${row.state} has no ${target} upgrade`, {
    params: { kind: row.kind },
  });
}

const upgradedKind: Record<UpgradeTarget, ProfileKind> = { love: 'love', full: 'full' };

/** Answer values compared by content: the database may give an object's keys back in another order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => sameValue(left[key], right[key]));
}

/**
 * The answers the questionnaire was sent with: those of its own questions. Answers to the questions
 * the upgrade adds may change until the upgrade is sent.
 */
async function fixedAnswersOf(db: Db, row: ProfileRow): Promise<string[]> {
  const sentWith = await profileForm(db, row);
  return sentWith.questions.map((q) => q.neuronName).filter((name) => hasAnswerValue(row.answers[name]));
}

/**
 * Answers the questionnaire was sent with stay as they were. Sending one of them again unchanged is
 * harmless (the page may send a whole step); changing or clearing one is refused.
 */
function refuseChangedAnswers(before: Readonly<Record<string, Answer>>, fixed: readonly string[], received: readonly ReceivedAnswer[]): void {
  for (const { neuronName, answer } of received) {
    const previous = before[neuronName];
    if (fixed.includes(neuronName) && !sameValue(previous?.value, answer?.value)) throw questionnaireLocked();
  }
}

/** A sent profile offered more questions: the love step, or the full questionnaire after the short one. */
export function createPermalinkUpgradeService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function view(row: ProfileRow, target: UpgradeTarget): Promise<PermalinkProfile> {
    return toPermalinkProfile(row, {
      form: await upgradeForm(db, row, target),
      requestedBy: await requestedBy(db, row),
      kind: upgradedKind[target],
      locked: false,
      fixedAnswers: await fixedAnswersOf(db, row),
    });
  }

  return {
    async get(permalink: string, target: UpgradeTarget): Promise<PermalinkProfile> {
      const row = liveProfile(await findProfileByPermalink(db, permalink));
      if (upgradeOfRow(row) !== target) throw noUpgrade(row, target);
      return view(row, target);
    },

    /** Saves answers to the added questions; with `send`, once all are answered, the profile becomes the bigger kind. */
    async save(permalink: string, input: PermalinkSaveInput & { target: UpgradeTarget }): Promise<PermalinkProfile> {
      const { target } = input;
      const { row, upgraded } = await db.transaction(async (tx) => {
        const row = liveProfile(await lockProfileByPermalink(tx, permalink));
        if (upgradeOfRow(row) !== target) throw noUpgrade(row, target);
        const form = await upgradeForm(tx, row, target);
        const received = readAnswerPayloads(input.answers, form.questions);
        refuseChangedAnswers(row.answers, await fixedAnswersOf(tx, row), received);
        let answers = mergeAnswers(row.answers, received);

        let upgrade: ProfileChanges = {};
        if (input.send) {
          answers = withoutHiddenAnswers(form, answers);
          const step = firstIncompleteStep(form, answers);
          if (step !== null) throw questionnaireIncomplete(step);
          // A love profile keeps the profile questionnaire it was filled with; the love questions come with its kind.
          upgrade = target === 'love' ? { kind: 'love' } : { kind: 'full', isShort: false, questionnaireId: form._id };
        }
        const now = clock.now();
        const facts = deriveFacts({
          answers,
          birthDate: row.birthDate,
          gender: row.gender as Gender | null,
          today: today(now),
          previous: { age: row.age, gender: row.gender as Gender | null, avatarName: row.avatarName },
        });
        const updated = await updateProfileRow(tx, row.id, {
          ...facts,
          ...upgrade,
          answers,
          currentStep: input.currentStep ?? row.currentStep,
          updatedAt: now,
        });
        return { row: updated ?? row, upgraded: input.send === true };
      });
      if (!upgraded) return view(row, target);
      return toPermalinkProfile(row, { form: await profileForm(db, row), requestedBy: await requestedBy(db, row) });
    },
  };
}
