import { GROUP_OPERATORS, type Question, type QuestionnaireDefinition } from './definition';
import type { Locale } from '../locale';
import { parseCondition } from './visibility';

export type DefinitionIssueCode =
  | 'duplicateNeuronName'
  | 'unknownDependency'
  | 'badOperator'
  | 'badGroupOperator'
  | 'laterStepDependency'
  | 'dependencyCycle'
  | 'stepGap';

export interface DefinitionIssue {
  readonly code: DefinitionIssueCode;
  /** The question the issue is about. */
  readonly neuronName: string;
  /** The dependency target, or the questions of the cycle in order. */
  readonly detail?: string;
}

/**
 * A cycle in the dependency graph (question → the questions it depends on), as the list of
 * neuronNames along it, or null when there is none. Dependencies on unknown names are ignored.
 */
export function findCycle(questions: readonly Pick<Question, 'neuronName' | 'options'>[]): string[] | null {
  const edges = new Map<string, string[]>();
  for (const q of questions) {
    const targets = edges.get(q.neuronName) ?? [];
    for (const dep of q.options?.dependsOn ?? []) targets.push(dep.neuronName);
    edges.set(q.neuronName, targets);
  }
  const state = new Map<string, 'open' | 'done'>();
  for (const start of edges.keys()) {
    if (state.has(start)) continue;
    // Iterative depth-first walk; `path` holds the open nodes in order.
    const path: string[] = [start];
    const cursor: number[] = [0];
    state.set(start, 'open');
    while (path.length > 0) {
      const node = path[path.length - 1] as string;
      const index = cursor[cursor.length - 1] as number;
      const targets = edges.get(node) ?? [];
      if (index >= targets.length) {
        state.set(node, 'done');
        path.pop();
        cursor.pop();
        continue;
      }
      cursor[cursor.length - 1] = index + 1;
      const next = targets[index] as string;
      if (!edges.has(next)) continue;
      const seen = state.get(next);
      if (seen === 'open') return path.slice(path.indexOf(next));
      if (seen === undefined) {
        state.set(next, 'open');
        path.push(next);
        cursor.push(0);
      }
    }
  }
  return null;
}

/** The smallest step below the last one that no question has, or null when steps run from 1 without gaps. */
function missingStep(questions: readonly Pick<Question, 'step'>[]): number | null {
  const steps = new Set(questions.map((q) => q.step));
  const last = Math.max(0, ...steps);
  for (let step = 1; step < last; step += 1) if (!steps.has(step)) return step;
  return null;
}

/** Everything that makes a definition unfit to save; an empty list means it is fine. */
export function validateDefinition(definition: Pick<QuestionnaireDefinition, 'questions'>): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const byName = new Map<string, Question>();
  for (const q of definition.questions) {
    if (byName.has(q.neuronName)) issues.push({ code: 'duplicateNeuronName', neuronName: q.neuronName });
    else byName.set(q.neuronName, q);
  }
  for (const q of definition.questions) {
    const groupId = q.options?.groupId;
    if (groupId !== undefined && !(GROUP_OPERATORS as readonly string[]).includes(groupId)) {
      issues.push({ code: 'badGroupOperator', neuronName: q.neuronName, detail: groupId });
    }
    for (const dep of q.options?.dependsOn ?? []) {
      const target = byName.get(dep.neuronName);
      if (target === undefined) {
        issues.push({ code: 'unknownDependency', neuronName: q.neuronName, detail: dep.neuronName });
      } else if (target.step > q.step) {
        issues.push({ code: 'laterStepDependency', neuronName: q.neuronName, detail: dep.neuronName });
      }
      if (parseCondition(dep.condition) === null) {
        issues.push({ code: 'badOperator', neuronName: q.neuronName, detail: dep.condition });
      }
    }
  }
  const cycle = findCycle(definition.questions);
  if (cycle !== null) {
    issues.push({ code: 'dependencyCycle', neuronName: cycle[0] as string, detail: cycle.join(' → ') });
  }
  const gap = missingStep(definition.questions);
  if (gap !== null) {
    // Named by the first question after the gap, the one an editor would renumber.
    const after = definition.questions.find((q) => q.step > gap);
    issues.push({ code: 'stepGap', neuronName: after?.neuronName ?? '', detail: String(gap) });
  }
  return issues;
}

const issueMessages: Record<Locale, Record<DefinitionIssueCode, string>> = {
  ru: {
    duplicateNeuronName: 'Вопрос {name}: имя нейрона повторяется',
    unknownDependency: 'Вопрос {name}: зависит от неизвестного вопроса {detail}',
    badOperator: 'Вопрос {name}: неверный оператор условия «{detail}»',
    badGroupOperator: 'Вопрос {name}: неверный оператор группы «{detail}»',
    laterStepDependency: 'Вопрос {name}: зависит от вопроса {detail} более позднего шага',
    dependencyCycle: 'Вопрос {name}: циклическая зависимость {detail}',
    stepGap: 'Вопрос {name}: на шаге {detail} нет вопросов, шаги должны идти с 1 без пропусков',
  },
  en: {
    duplicateNeuronName: 'Question {name}: the neuron name is used twice',
    unknownDependency: 'Question {name}: depends on unknown question {detail}',
    badOperator: 'Question {name}: bad condition operator "{detail}"',
    badGroupOperator: 'Question {name}: bad group operator "{detail}"',
    laterStepDependency: 'Question {name}: depends on question {detail} of a later step',
    dependencyCycle: 'Question {name}: circular dependency {detail}',
    stepGap: 'Question {name}: step {detail} has no questions; steps must run from 1 without gaps',
  },
};

/** The message naming the question, for the administrator's editor. */
export function definitionIssueMessage(issue: DefinitionIssue, locale: Locale): string {
  return issueMessages[locale][issue.code]
    .replace('{name}', issue.neuronName)
    .replace('{detail}', issue.detail ?? '');
}
