import { hasAnswerValue, type Answer, type Locale, type Question, type ScopeOption } from '@teamcast/domain';
import { optionLabel } from './question-text';

function labelOf(options: readonly ScopeOption[], value: string, locale: Locale): string {
  const option = options.find((o) => o.value === value);
  return option ? optionLabel(option, locale) : value;
}

function dropdownText(scope: readonly ScopeOption[], path: readonly string[], locale: Locale): string {
  const labels: string[] = [];
  let options = scope;
  for (const value of path) {
    const option = options.find((o) => o.value === value);
    labels.push(option ? optionLabel(option, locale) : value);
    options = option?.children ?? [];
  }
  return labels.join(' / ');
}

/**
 * An answer as a person reads it: option labels in the UI language rather than the stored values.
 * Null when the question is unanswered.
 */
export function answerText(question: Pick<Question, 'type' | 'scope'>, answer: Answer | undefined, locale: Locale): string | null {
  if (!hasAnswerValue(answer)) return null;
  const { value } = answer;
  const scope = question.scope ?? [];
  switch (question.type) {
    case 'select':
      return labelOf(scope, String(value as string | number), locale);
    case 'multiselect': {
      const values = Array.isArray(value) ? (value as readonly string[]) : [String(value as string | number)];
      return values.map((v) => labelOf(scope, v, locale)).join(', ');
    }
    case 'dropdown':
      return dropdownText(scope, Array.isArray(value) ? (value as readonly string[]) : [String(value as string | number)], locale);
    case 'range': {
      if (typeof value !== 'object' || Array.isArray(value)) return null;
      const range = value as { min: number; max: number };
      return `${range.min} – ${range.max}`;
    }
    case 'slider':
    case 'formula':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
}
