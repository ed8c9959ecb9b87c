import { scopeBounds, type Question, type ScopeOption } from '@teamcast/domain';

export interface NumericBounds {
  readonly min: number;
  readonly max: number;
}

/** Used when a slider or range has no bounds yet, as an editor's draft may. */
export const DEFAULT_BOUNDS: NumericBounds = { min: 0, max: 100 };

/** The bounds of a slider or range, or the defaults while they are missing or reversed. */
export function numericBounds(question: Pick<Question, 'scope'>): NumericBounds {
  const { min, max } = scopeBounds(question.scope);
  if (min === null || max === null || min > max) return DEFAULT_BOUNDS;
  return { min, max };
}

/** Whether the question's scope names numeric bounds at all. */
export function hasNumericBounds(question: Pick<Question, 'scope'>): boolean {
  const { min, max } = scopeBounds(question.scope);
  return min !== null && max !== null;
}

/** The options at each level of a dropdown for the values chosen so far, at most `levels` deep. */
export function dropdownLevels(scope: readonly ScopeOption[], path: readonly string[], levels: number): ScopeOption[][] {
  const result: ScopeOption[][] = [];
  let options: readonly ScopeOption[] = scope;
  for (let level = 0; level < levels && options.length > 0; level += 1) {
    result.push([...options]);
    const chosen = options.find((o) => o.value === path[level]);
    if (!chosen) break;
    options = chosen.children ?? [];
  }
  return result;
}

/** Whether a dropdown path ends at an option without children (or at the deepest level allowed). */
export function isDropdownPathComplete(scope: readonly ScopeOption[], path: readonly string[], levels: number): boolean {
  let options: readonly ScopeOption[] = scope;
  for (let level = 0; level < levels; level += 1) {
    const chosen = options.find((o) => o.value === path[level]);
    if (!chosen) return false;
    const children = chosen.children ?? [];
    if (children.length === 0 || level === levels - 1) return true;
    options = children;
  }
  return false;
}
