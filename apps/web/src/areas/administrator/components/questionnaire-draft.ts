import { questionsSchema, type Questionnaire } from '@teamcast/contract';
import type { Dependency, LocalizedLabel, Question, QuestionType, ScopeOption } from '@teamcast/domain';

/**
 * The administrator's unsaved copy of a questionnaire and the edits made to it. Every edit is a pure
 * function `(draft, input) → new draft`, so the editor, the preview and the checks all read one value.
 */
export interface QuestionnaireDraft {
  readonly name: LocalizedLabel;
  readonly questions: readonly Question[];
}

export function draftOf(questionnaire: Pick<Questionnaire, 'name' | 'questions'>): QuestionnaireDraft {
  return { name: questionnaire.name, questions: questionnaire.questions };
}

/** JSON with keys sorted, so that two values that mean the same compare equal whatever the key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export const sameValue = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

/** The PATCH body for what changed between the saved copy and the draft; empty when nothing did. */
export function changesOf(saved: QuestionnaireDraft, draft: QuestionnaireDraft): { name?: LocalizedLabel; questions?: Question[] } {
  return {
    ...(sameValue(saved.name, draft.name) ? {} : { name: draft.name }),
    ...(sameValue(saved.questions, draft.questions) ? {} : { questions: [...draft.questions] }),
  };
}

export function updateQuestion(draft: QuestionnaireDraft, index: number, change: (question: Question) => Question): QuestionnaireDraft {
  return { ...draft, questions: draft.questions.map((question, i) => (i === index ? change(question) : question)) };
}

/** A neuronName not used yet: `new_question`, `new_question_2`, ... */
export function freeNeuronName(questions: readonly Question[], base = 'new_question'): string {
  const taken = new Set(questions.map((question) => question.neuronName));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** Adds an empty choice question right after `afterIndex` (or at the end), on the same step. */
export function addQuestion(draft: QuestionnaireDraft, afterIndex: number | null): { draft: QuestionnaireDraft; index: number } {
  const anchor = afterIndex === null ? undefined : draft.questions[afterIndex];
  const last = draft.questions[draft.questions.length - 1];
  const question: Question = {
    type: 'select',
    neuronName: freeNeuronName(draft.questions),
    label: { ru: '', en: '' },
    scope: [],
    step: anchor?.step ?? last?.step ?? 1,
  };
  const index = anchor === undefined ? draft.questions.length : (afterIndex as number) + 1;
  const questions = [...draft.questions.slice(0, index), question, ...draft.questions.slice(index)];
  return { draft: { ...draft, questions }, index };
}

export function removeQuestion(draft: QuestionnaireDraft, index: number): QuestionnaireDraft {
  return { ...draft, questions: draft.questions.filter((_, i) => i !== index) };
}

/**
 * The index a question moves to when shifted up or down among the questions of its own step (the
 * list shows questions by step, so that is the order an administrator sees); null at either end.
 */
export function neighbourInStep(questions: readonly Question[], index: number, direction: -1 | 1): number | null {
  const step = questions[index]?.step;
  for (let i = index + direction; i >= 0 && i < questions.length; i += direction) {
    if (questions[i]?.step === step) return i;
  }
  return null;
}

export function swapQuestions(draft: QuestionnaireDraft, a: number, b: number): QuestionnaireDraft {
  const questions = [...draft.questions];
  const first = questions[a];
  const second = questions[b];
  if (first === undefined || second === undefined) return draft;
  questions[a] = second;
  questions[b] = first;
  return { ...draft, questions };
}

/** Types whose answer is a number between the scope options 'min' and 'max'. */
export const BOUNDED_TYPES: readonly QuestionType[] = ['slider', 'range'];

const bounds: readonly ScopeOption[] = [
  { value: 'min', label: { ru: 'Минимум', en: 'Minimum' }, computed: 0 },
  { value: 'max', label: { ru: 'Максимум', en: 'Maximum' }, computed: 10 },
];

const isBounds = (scope: readonly ScopeOption[] | undefined) =>
  scope !== undefined && scope.length === 2 && scope.every((option) => option.value === 'min' || option.value === 'max');

/**
 * Changes a question's type and keeps its options sensible: a slider or range gets 'min'/'max' bounds
 * when it has none, and a choice made from a slider drops the bounds rather than offering "min" and
 * "max" as answers.
 */
export function withType(question: Question, type: QuestionType): Question {
  const bounded = BOUNDED_TYPES.includes(type);
  if (bounded && !isBounds(question.scope)) return { ...question, type, scope: bounds };
  if (!bounded && isBounds(question.scope)) return { ...question, type, scope: [] };
  return { ...question, type };
}

/** Sets the dependencies, dropping `dependsOn` (and `options`) when nothing is left in them. */
export function withDependencies(question: Question, dependsOn: readonly Dependency[]): Question {
  const { dependsOn: _previous, ...restOptions } = question.options ?? {};
  const options = dependsOn.length > 0 ? { ...restOptions, dependsOn } : restOptions;
  const { options: _old, ...rest } = question;
  return Object.keys(options).length > 0 ? { ...rest, options } : rest;
}

export function withGroupOperator(question: Question, groupId: string): Question {
  return { ...question, options: { ...question.options, groupId } };
}

export const CONDITION_SYMBOLS = ['=', '>', '<'] as const;

/** A condition string split for the editor: its operator character and the compared value. */
export function splitCondition(condition: string): { symbol: string; value: string } {
  return { symbol: condition.charAt(0), value: condition.slice(2) };
}

/** The condition string the engine reads: the operator, a space, the value ("= yes"). */
export function joinCondition(symbol: string, value: string): string {
  return `${symbol} ${value}`;
}

/** The steps in use, ascending, with the questions of each in definition order. */
export function questionsByStep(questions: readonly Question[]): { step: number; items: { question: Question; index: number }[] }[] {
  const steps = new Map<number, { question: Question; index: number }[]>();
  questions.forEach((question, index) => {
    const items = steps.get(question.step) ?? [];
    items.push({ question, index });
    steps.set(question.step, items);
  });
  return [...steps.entries()].sort(([a], [b]) => a - b).map(([step, items]) => ({ step, items }));
}

/** Where the schema refuses the questions (what the API would refuse before any definition check). */
export interface ShapeIssue {
  /** The question's position, when the problem is inside one. */
  readonly index: number | null;
  /** The field inside the question, dotted: `scope.0.value`. */
  readonly field: string;
}

/** The schema's complaints by question and field, each place once. */
function placesOf(issues: readonly { path: readonly PropertyKey[] }[]): ShapeIssue[] {
  const seen = new Set<string>();
  const places: ShapeIssue[] = [];
  for (const { path } of issues) {
    const [first, ...rest] = path;
    const place = { index: typeof first === 'number' ? first : null, field: rest.map(String).join('.') };
    const key = `${place.index}:${place.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push(place);
  }
  return places;
}

export function shapeIssues(questions: readonly Question[]): ShapeIssue[] {
  const result = questionsSchema.safeParse(questions);
  return result.success ? [] : placesOf(result.error.issues);
}

export type JsonParse = { ok: true; questions: Question[] } | { ok: false; error: 'syntax'; detail: string } | { ok: false; error: 'shape'; issues: ShapeIssue[] };

/** Reads the "Advanced: JSON" text: valid JSON that the contract accepts as a list of questions. */
export function parseQuestionsJson(text: string): JsonParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    return { ok: false, error: 'syntax', detail: cause instanceof Error ? cause.message : String(cause) };
  }
  const result = questionsSchema.safeParse(value);
  if (!result.success) return { ok: false, error: 'shape', issues: placesOf(result.error.issues) };
  return { ok: true, questions: [...result.data] };
}
