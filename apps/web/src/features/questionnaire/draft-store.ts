import { answersSchema } from '@teamcast/contract';
import { hasAnswerValue, type Answers } from '@teamcast/domain';

/** Everything a person has put into a questionnaire on this device, kept across reloads and lost connections. */
export interface QuestionnaireDraft {
  readonly answers: Answers;
  /** Questions answered on the server that were cleared here since; an answer wins only where one exists. */
  readonly cleared: readonly string[];
  readonly firstName: string;
  readonly lastName: string;
  readonly partnerName: string;
  /** As the date input holds it, YYYY-MM-DD, or empty. */
  readonly birthDate: string;
  /** Where the person was: the `step` query value. */
  readonly position: string | null;
}

/**
 * Where a permalink's draft is kept. A `variant` (such as an upgrade's) keeps its own draft beside the
 * questionnaire's, so that neither overwrites the other.
 */
export const draftKey = (permalink: string, variant?: string) =>
  variant ? `teamcast.questionnaire.${permalink}.${variant}` : `teamcast.questionnaire.${permalink}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The draft kept for a permalink, or null when there is none (or it cannot be read). */
export function readDraft(storage: Pick<Storage, 'getItem'>, permalink: string, variant?: string): QuestionnaireDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(draftKey(permalink, variant)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const answers = answersSchema.safeParse(record.answers ?? {});
  if (!answers.success) return null;
  return {
    answers: answers.data,
    cleared: Array.isArray(record.cleared) ? record.cleared.filter((v): v is string => typeof v === 'string') : [],
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    partnerName: text(record.partnerName),
    birthDate: text(record.birthDate),
    position: typeof record.position === 'string' ? record.position : null,
  };
}

/** Keeps the draft; a full or unavailable storage only costs the safety net, never the page. */
export function writeDraft(storage: Pick<Storage, 'setItem'>, permalink: string, draft: QuestionnaireDraft, variant?: string): void {
  try {
    storage.setItem(draftKey(permalink, variant), JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the answers still live on the page and on the server.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, permalink: string, variant?: string): void {
  try {
    storage.removeItem(draftKey(permalink, variant));
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}

/** The server's answers with the local ones on top: a local answer or clearing wins. */
export function mergeAnswers(server: Answers, local: Pick<QuestionnaireDraft, 'answers' | 'cleared'>): Answers {
  const merged: Record<string, Answers[string]> = { ...server };
  for (const name of local.cleared) delete merged[name];
  for (const [name, answer] of Object.entries(local.answers)) {
    if (hasAnswerValue(answer)) merged[name] = answer;
  }
  return merged;
}

/** The questions answered on the server that hold no answer here. */
export function clearedSince(server: Answers, local: Answers): string[] {
  return Object.keys(server).filter((name) => hasAnswerValue(server[name]) && !hasAnswerValue(local[name]));
}

/** This device's storage, or null where the browser refuses it (private modes, blocked cookies). */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
