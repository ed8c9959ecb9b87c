import { limits } from './limits';

/** Shortens text for cards and lists, ending with an ellipsis when something was cut. */
export function truncate(text: string, length: number = limits.truncateLength): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}…`;
}
