import { readJson, writeJson, type KeyValueStore } from '../storage/browser-store';
import { emptySheet, isComplete, isSheet, type Sheet } from './sheet';

/** How the partner answers: after you on this phone, or on their own through a link you send. */
export type PartnerMode = 'together' | 'link';
export type Person = 'first' | 'second';

/**
 * A test being taken on this device, kept in the browser at every tap (spec section 5: answers are
 * saved locally), so that a reload or a lost connection loses nothing and the test resumes where it was.
 */
export interface Draft {
  version: 1;
  names: { first: string; second: string };
  mode: PartnerMode;
  sheets: Record<Person, Sheet>;
  /** Who answers now; the hand-over of the phone between the two; or the answers waiting to be sent. */
  step: Person | 'handover' | 'send';
}

export const draftKey = 'teamcast.flame.draft';

export function newDraft(names: Draft['names'], mode: PartnerMode): Draft {
  return { version: 1, names, mode, sheets: { first: emptySheet(), second: emptySheet() }, step: 'first' };
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    draft.version === 1 &&
    typeof draft.names?.first === 'string' &&
    typeof draft.names.second === 'string' &&
    (draft.mode === 'together' || draft.mode === 'link') &&
    isSheet(draft.sheets?.first) &&
    isSheet(draft.sheets.second) &&
    (draft.step === 'first' || draft.step === 'second' || draft.step === 'handover' || draft.step === 'send')
  );
}

export const readDraft = (store: KeyValueStore): Draft | null => readJson(store, draftKey, isDraft);
export const saveDraft = (store: KeyValueStore, draft: Draft): void => writeJson(store, draftKey, draft);
export const clearDraft = (store: KeyValueStore): void => store.remove(draftKey);

/** The draft with the answering person's sheet changed; the last answer moves on to the next step. */
export function withSheet(draft: Draft, sheet: Sheet): Draft {
  if (draft.step !== 'first' && draft.step !== 'second') return draft;
  return { ...draft, sheets: { ...draft.sheets, [draft.step]: sheet } };
}

/** Once the answering person has answered all: the hand-over, or the sending. */
export function finishPerson(draft: Draft): Draft {
  if (draft.step !== 'first' && draft.step !== 'second') return draft;
  if (!isComplete(draft.sheets[draft.step])) return draft;
  const next = draft.step === 'first' && draft.mode === 'together' ? 'handover' : 'send';
  return { ...draft, step: next };
}

export function startSecond(draft: Draft): Draft {
  return draft.step === 'handover' ? { ...draft, step: 'second' } : draft;
}

/** How far this device's test has come, for the "continue" button: the answers given by both. */
export function draftProgress(draft: Draft): { answered: number; total: number } {
  const count = (sheet: Sheet) => sheet.answers.filter((answer) => answer !== null).length;
  const people = draft.mode === 'together' ? 2 : 1;
  return { answered: count(draft.sheets.first) + (people === 2 ? count(draft.sheets.second) : 0), total: 30 * people };
}
