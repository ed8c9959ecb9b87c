import type { Answer, AnswerValue, Question, RangeValue, ScopeOption } from './definition';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isRangeValue = (value: AnswerValue | null | undefined): value is RangeValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The bounds a slider or range names: the `computed` numbers of its scope options 'min' and 'max',
 * each null when absent or not a number.
 */
export function scopeBounds(scope: readonly ScopeOption[] | undefined): { min: number | null; max: number | null } {
  const boundOf = (name: 'min' | 'max') => {
    const computed = scope?.find((option) => option.value === name)?.computed;
    const bound = computed === null || computed === undefined || (typeof computed === 'string' && computed.trim() === '') ? Number.NaN : Number(computed);
    return Number.isFinite(bound) ? bound : null;
  };
  return { min: boundOf('min'), max: boundOf('max') };
}

/** Whether every value is one of the options; a question without options takes any. */
function amongOptions(values: readonly string[], scope: readonly ScopeOption[] | undefined): boolean {
  if (!scope || scope.length === 0) return true;
  const allowed = new Set(scope.map((option) => option.value));
  return values.every((value) => allowed.has(value));
}

/** Whether a dropdown path goes down the option tree, one level per value. */
function followsTree(path: readonly string[], scope: readonly ScopeOption[] | undefined): boolean {
  let level = scope;
  for (const value of path) {
    if (!level || level.length === 0) return true;
    const option = level.find((candidate) => candidate.value === value);
    if (!option) return false;
    level = option.children;
  }
  return true;
}

/**
 * Whether an answer can be an answer to the question: a value of the question's type, among its
 * options or within its bounds. Answers are kept for analysis, so one that no form could have
 * produced is refused rather than stored.
 */
export function answerFitsQuestion(question: Question, answer: Answer): boolean {
  const { value } = answer;
  switch (question.type) {
    case 'select':
      return (typeof value === 'string' || isFiniteNumber(value)) && amongOptions([String(value)], question.scope);
    case 'multiselect':
      return Array.isArray(value) && amongOptions(value as readonly string[], question.scope);
    case 'dropdown':
      return Array.isArray(value) && value.length >= 1 && value.length <= 3 && followsTree(value as readonly string[], question.scope);
    case 'slider': {
      if (!isFiniteNumber(value)) return false;
      const { min, max } = scopeBounds(question.scope);
      return (min === null || value >= min) && (max === null || value <= max);
    }
    case 'range':
      return isRangeValue(value) && isFiniteNumber(value.min) && isFiniteNumber(value.max) && value.min <= value.max;
    case 'formula':
      return typeof value === 'string' || isFiniteNumber(value);
  }
}
