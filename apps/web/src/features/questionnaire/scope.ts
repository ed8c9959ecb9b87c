import type { Question, ScopeOption } from '@teamcast/domain';

export interface NumericBounds {
  readonly min: number;
  readonly max: number;
}

/** Used when a slider or range has no bounds yet, as an editor's draft may. */
export const DEFAULT_BOUNDS: NumericBounds = { min: 0, max: 100 };

function computedNumber(option: ScopeOption | undefined): number | null {
  const computed = option?.computed;
  if (typeof computed === 'number') return Number.isFinite(computed) ? computed : null;
  if (typeof computed === 'string' && computed.trim() !== '') {
    const n = Number(computed);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The bounds of a slider or range: the `computed` numbers of its scope options 'min' and 'max'. */
export function numericBounds(question: Pick<Question, 'scope'>): NumericBounds {
  const scope = question.scope ?? [];
  const min = computedNumber(scope.find((o) => o.value === 'min'));
  const max = computedNumber(scope.find((o) => o.value === 'max'));
  if (min === null || max === null || min > max) return DEFAULT_BOUNDS;
  return { min, max };
}

/** Whether the question's scope names numeric bounds at all. */
export function hasNumericBounds(question: Pick<Question, 'scope'>): boolean {
  const scope = question.scope ?? [];
  return scope.some((o) => o.value === 'min' && computedNumber(o) !== null) && scope.some((o) => o.value === 'max' && computedNumber(o) !== null);
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
