/**
 * What a log keeps of a url or of a text holding urls: their places, never the secrets they carry.
 * Mailed-link tokens, permalinks, share links and the partner test's keys and shared results travel in
 * paths; session tokens, forecast keys and the questionnaire's permalink travel in queries.
 */

const redacted = '[redacted]';

// Path segments that are keys in themselves: whoever holds one can sign in, fill in or read a profile.
const secretSegments: readonly RegExp[] = [
  /(\/login\/magic\/)[^/?#\s"'<>]+/g,
  /(\/api\/v1\/app\/profile\/)[^/?#\s"'<>]+/g,
  /(\/api\/v1\/app\/shared\/)[^/?#\s"'<>]+/g,
  /(\/api\/v1\/owner\/profiles\/(?:attach|detach|check-attach|check-attach-exist)\/)[^/?#\s"'<>]+/g,
  /(\/(?:owner|owner-mobile|love-mobile)\/link\/)[^/?#\s"'<>]+/g,
  // A partner test's key opens, pays for, shares and deletes it: in the API, its document and its page.
  // `/owner/data/` is the spec's own path for it; the owner's settings keys there are no secret, and hiding them costs nothing.
  /(\/api\/v1\/owner\/(?:flame\/)?data\/)[^/?#\s"'<>]+/g,
  /(\/main\/questionnaire-result\/)[^/?#\s"'<>]+/g,
  // A shared result, on its page (`/result/…`) and in the API (`/api/v1/app/result/…`, its image included).
  /(\/result\/)[^/?#\s"'<>]+/g,
];

// Query parameters whose values only ever describe a list or a language; every other value is hidden,
// so a parameter added later is safe until someone decides it is harmless.
const harmlessParameters = new Set(['limit', 'offset', 'sort', 'order', 'filter', 'ln', 'type', 'kind', 'step', 'upgrade', 'next']);

const queryPart = /\?([^#\s"'<>]*)/g;

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return harmlessParameters.has(safeDecode(name)) ? pair : `${name}=${redacted}`;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A url, or any text with urls in it, without the secrets they carry. */
export function redactUrl(text: string): string {
  let result = text;
  for (const pattern of secretSegments) result = result.replace(pattern, `$1${redacted}`);
  return result.replace(queryPart, (_, query: string) => `?${redactQuery(query)}`);
}
