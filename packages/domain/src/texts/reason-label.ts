import type { Locale } from '../locale';
import type { ReasonKind, ReasonSubject } from '../model/pair/reasons';
import { REASON_KINDS, REASON_SUBJECTS, reasonPhrase } from './phrases';

const isSubject = (value: string): value is ReasonSubject => (REASON_SUBJECTS as readonly string[]).includes(value);
const isKind = (value: string): value is ReasonKind => (REASON_KINDS as readonly string[]).includes(value);

/**
 * The short label of a reason as a stored result carries it (subject and kind as plain strings), in the
 * narrative's own words; null for a reason this version does not know, so a screen can say so rather
 * than show a code.
 */
export function reasonLabel(reason: { readonly subject: string; readonly kind: string }, locale: Locale): string | null {
  if (!isSubject(reason.subject) || !isKind(reason.kind)) return null;
  return reasonPhrase(reason.subject, reason.kind, locale);
}
