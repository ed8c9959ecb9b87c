import {
  CONDITION_OPERATORS,
  hasAnswerValue,
  type Answers,
  type AnswerValue,
  type ConditionOperator,
  type Dependency,
  type Question,
  type QuestionnaireDefinition,
} from './definition';

export interface ParsedCondition {
  readonly operator: ConditionOperator;
  readonly value: string;
}

/** "= yes" → equal "yes"; "> 3" → more "3". Null when the first character is no known operator. */
export function parseCondition(condition: string): ParsedCondition | null {
  const symbol = condition.charAt(0);
  if (!Object.hasOwn(CONDITION_OPERATORS, symbol)) return null;
  const operator = CONDITION_OPERATORS[symbol as keyof typeof CONDITION_OPERATORS];
  return { operator, value: condition.slice(2) };
}

function toNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function compareOne(actual: string | number, parsed: ParsedCondition): boolean {
  if (parsed.operator === 'equal') return String(actual) === parsed.value;
  const a = toNumber(actual);
  const b = toNumber(parsed.value);
  if (a === null || b === null) return false;
  return parsed.operator === 'more' ? a > b : a < b;
}

/**
 * Whether an answer value meets a condition. Equal compares strings, more/less numbers. A list
 * (multiselect, dropdown path) meets it when one of its values does; a range never does.
 */
export function conditionHolds(value: AnswerValue, parsed: ParsedCondition): boolean {
  if (typeof value === 'string' || typeof value === 'number') return compareOne(value, parsed);
  if (Array.isArray(value)) return (value as readonly string[]).some((v) => compareOne(v, parsed));
  return false;
}

type Lookup = ReadonlyMap<string, Question>;

function indexQuestions(questions: readonly Question[]): Lookup {
  const map = new Map<string, Question>();
  for (const q of questions) if (!map.has(q.neuronName)) map.set(q.neuronName, q);
  return map;
}

function evaluate(
  question: Question,
  answers: Answers,
  lookup: Lookup | null,
  cache: Map<string, boolean>,
  visiting: Set<string>,
  loops: { hits: number } = { hits: 0 },
): boolean {
  const deps = question.options?.dependsOn ?? [];
  if (deps.length === 0) return true;
  const cached = cache.get(question.neuronName);
  if (cached !== undefined && lookup?.get(question.neuronName) === question) return cached;
  // A dependency loop never makes a question visible.
  if (visiting.has(question.neuronName)) {
    loops.hits += 1;
    return false;
  }
  visiting.add(question.neuronName);
  const hitsBefore = loops.hits;

  const holds = (dep: Dependency): boolean => {
    const parsed = parseCondition(dep.condition);
    if (parsed === null) return false;
    const answer = answers[dep.neuronName];
    if (!hasAnswerValue(answer)) return false;
    if (lookup !== null) {
      const target = lookup.get(dep.neuronName);
      if (target === undefined || !evaluate(target, answers, lookup, cache, visiting, loops)) return false;
    }
    return conditionHolds(answer.value, parsed);
  };
  const result = question.options?.groupId === 'and' ? deps.every(holds) : deps.some(holds);

  visiting.delete(question.neuronName);
  // A result reached through a loop depends on where the walk started, so it is not kept.
  if (loops.hits === hitsBefore && lookup?.get(question.neuronName) === question) cache.set(question.neuronName, result);
  return result;
}

/**
 * Whether a question is shown. No dependency: visible. Group 'and': every condition holds;
 * 'or' and 'noop': at least one. A condition on an unanswered question does not hold; pass the
 * definition so that a condition on a hidden (or unknown) question does not hold either.
 */
export function isVisible(
  question: Question,
  answers: Answers,
  definition?: Pick<QuestionnaireDefinition, 'questions'>,
): boolean {
  const lookup = definition ? indexQuestions(definition.questions) : null;
  return evaluate(question, answers, lookup, new Map(), new Set());
}

/** The questions shown for these answers, in definition order. */
export function visibleQuestions(
  definition: Pick<QuestionnaireDefinition, 'questions'>,
  answers: Answers,
): Question[] {
  const lookup = indexQuestions(definition.questions);
  const cache = new Map<string, boolean>();
  return definition.questions.filter((q) => evaluate(q, answers, lookup, cache, new Set()));
}

/** A step is complete when every visible question of it has a defined answer value. */
export function isStepComplete(
  definition: Pick<QuestionnaireDefinition, 'questions'>,
  step: number,
  answers: Answers,
): boolean {
  return visibleQuestions(definition, answers)
    .filter((q) => q.step === step)
    .every((q) => hasAnswerValue(answers[q.neuronName]));
}
