/**
 * The questionnaire definition model of spec section 3, as plain data. Answers always hold option
 * values, never translated labels; labels live only in the scope options.
 */

/** The fixed word stored and sent for a question left without an answer. */
export const UNANSWERED = 'нет_ответа';

export const QUESTION_TYPES = ['slider', 'formula', 'dropdown', 'select', 'multiselect', 'range'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTIONNAIRE_STATUSES = ['created', 'computed', 'inactive'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** How the conditions of one question's `dependsOn` list combine. */
export const GROUP_OPERATORS = ['or', 'noop', 'and'] as const;
export type GroupOperator = (typeof GROUP_OPERATORS)[number];

/** Condition operators, keyed by the character that starts a condition string. */
export const CONDITION_OPERATORS = { '=': 'equal', '>': 'more', '<': 'less' } as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[keyof typeof CONDITION_OPERATORS];

export interface LocalizedLabel {
  readonly ru: string;
  readonly en: string;
}

export interface ScopeOption {
  readonly value: string;
  readonly label: LocalizedLabel;
  readonly computed?: number | string | null;
  /** Nested options of a dropdown; a dropdown goes at most three levels deep. */
  readonly children?: readonly ScopeOption[];
}

/** The bound a range answer is read from. */
export type RangeAnswerType = 'min' | 'max';

export interface RangeValue {
  readonly min: number;
  readonly max: number;
}

/**
 * An answer value by question type: select and formula a string (or number), multiselect a list of
 * option values, slider a number, range `{ min, max }`, dropdown the selected values from the top
 * level down (up to three).
 */
export type AnswerValue = string | number | readonly string[] | RangeValue;

export interface Answer {
  readonly value?: AnswerValue | null;
  readonly neuron?: string;
  readonly formulaRender?: string;
  /** For a range: 'min' or 'max'. */
  readonly type?: string;
}

/**
 * One dependency: the question it looks at and a condition string. The condition's first character
 * is the operator ('=', '>' or '<') and the compared value starts after two characters: "= yes".
 */
export interface Dependency {
  readonly neuronName: string;
  readonly condition: string;
}

export interface QuestionOptions {
  readonly dependsOn?: readonly Dependency[];
  /** The group operator combining the `dependsOn` conditions; 'or' when absent. */
  readonly groupId?: GroupOperator | string;
}

export interface Question {
  readonly type: QuestionType;
  readonly neuronName: string;
  /** The question's own wording, in both languages. */
  readonly label?: LocalizedLabel;
  readonly answer?: Answer;
  readonly scope?: readonly ScopeOption[];
  readonly options?: QuestionOptions;
  readonly step: number;
}

export interface QuestionnaireDefinition {
  readonly name?: string;
  readonly status?: QuestionnaireStatus;
  readonly created?: string;
  readonly updated?: string;
  readonly dataSource?: string;
  readonly questions: readonly Question[];
}

/** Answers keyed by the question's neuronName. */
export type Answers = Readonly<Record<string, Answer | undefined>>;

/** Whether an answer holds a value (null and absence are "not answered"). */
export function hasAnswerValue(answer: Answer | undefined): answer is Answer & { value: AnswerValue } {
  return answer?.value !== undefined && answer.value !== null;
}
