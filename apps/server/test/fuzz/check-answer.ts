import { apiErrorSchema } from '@teamcast/contract';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

// The session check runs before the body is read, so a refused session answers first.
const sessionStatuses = [401, 403];

/**
 * What is wrong with an answer to a malformed request, or null: never a 5xx, every failure in the
 * one error shape with its own status, and never a success for input that must not be stored.
 */
export function problemOf(answer: Answer, expected: 'refused' | number | undefined): string | null {
  const status = answer.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status >= 400) {
    if (!/^application\/json/.test(String(answer.headers['content-type'] ?? ''))) return `answered ${status} without JSON`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `answered ${status} with a body that is not JSON`;
    }
    const parsed = apiErrorSchema.strict().safeParse(body);
    if (!parsed.success) return `answered ${status} out of the error shape: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`;
    if (parsed.data.statusCode !== status) return `answered ${status} with statusCode ${parsed.data.statusCode} in the body`;
  }
  if (expected === 'refused' && status < 400) return `accepted it with ${status}`;
  if (typeof expected === 'number' && status !== expected && !sessionStatuses.includes(status)) {
    return `answered ${status} instead of ${expected}`;
  }
  return null;
}
