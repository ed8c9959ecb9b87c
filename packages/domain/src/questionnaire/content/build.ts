import type { Dependency, LocalizedLabel, Question, QuestionOptions, QuestionType, ScopeOption } from '../definition';

/** A question of the default content, whose wording is always given. */
export interface LabelledQuestion extends Question {
  readonly label: LocalizedLabel;
}

export const label = (ru: string, en: string): LocalizedLabel => ({ ru, en });

export const option = (value: string, ru: string, en: string, children?: readonly ScopeOption[]): ScopeOption => ({
  value,
  label: label(ru, en),
  ...(children ? { children } : {}),
});

export const yesNo: readonly ScopeOption[] = [option('yes', 'Да', 'Yes'), option('no', 'Нет', 'No')];

export const when = (neuronName: string, condition: string): Dependency => ({ neuronName, condition });

/** Shown when any of the conditions holds. */
export const anyOf = (...dependsOn: Dependency[]): QuestionOptions => ({ groupId: 'or', dependsOn });

export function question(
  type: QuestionType,
  neuronName: string,
  step: number,
  prompt: LocalizedLabel,
  scope: readonly ScopeOption[],
  options?: QuestionOptions,
): LabelledQuestion {
  return { type, neuronName, step, label: prompt, scope, ...(options ? { options } : {}) };
}

/** A slider; its bounds are the scope options 'min' and 'max', their `computed` holding the number. */
export function slider(
  neuronName: string,
  step: number,
  prompt: LocalizedLabel,
  min: number,
  max: number,
  options?: QuestionOptions,
): LabelledQuestion {
  const bounds: ScopeOption[] = [
    { value: 'min', label: label('Минимум', 'Minimum'), computed: min },
    { value: 'max', label: label('Максимум', 'Maximum'), computed: max },
  ];
  return question('slider', neuronName, step, prompt, bounds, options);
}
