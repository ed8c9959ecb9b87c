/**
 * What PostgreSQL cannot hold: its text and jsonb have no NUL character, and a UTF-16 surrogate
 * without its pair has no UTF-8 form at all. Such input is refused before anything reads it, so a
 * driver never fails on it and nothing stores a silently replaced character either.
 */
export type InputFlaw = 'nul' | 'surrogate' | 'depth';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textFlaw(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return loneSurrogate.test(text) ? 'surrogate' : null;
}

/**
 * Deeper than any request of the product nests (a questionnaire's dropdown options are about ten
 * levels); deeper input only costs the parsers and PostgreSQL's jsonb stack.
 */
export const maxInputDepth = 64;

export interface InputFinding {
  flaw: InputFlaw;
  /** Where: keys and indexes from the top. For a flawed key, the object that holds it. */
  path: readonly (string | number)[];
  /** The flaw is in a key rather than in a value. */
  inKey: boolean;
}

/**
 * The first flaw in a parsed request part (params, query or JSON body), or null. Walks without
 * recursion, so that input nested far beyond `maxDepth` cannot exhaust the stack.
 */
export function findInputFlaw(value: unknown, maxDepth = maxInputDepth): InputFinding | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      const flaw = textFlaw(current);
      if (flaw) return { flaw, path, inKey: false };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) return { flaw: 'depth', path, inKey: false };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], path: [...path, index] });
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (const [key] of entries) {
      const flaw = textFlaw(key);
      if (flaw) return { flaw, path, inKey: true };
    }
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
