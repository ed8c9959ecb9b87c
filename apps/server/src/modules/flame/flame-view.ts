import type { FlameProfile, FlameReport, FlameTest, SharedResult } from '@teamcast/contract';
import { flameOutcome, flameProfile, flameTitle, type FlameOutcome, type FlameTraitProfile, type Locale, type ReportPaymentStatus } from '@teamcast/domain';
import type { FlameResultRow, FlameShareRow } from './flame-repository';

/** "anna@example.com" as "a***@example.com": enough to recognise one's own address, not to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The first word of a name: what a shared link and its preview show of a person. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/u)[0] ?? '';

export const profileOf = (profile: FlameTraitProfile): FlameProfile => ({
  extraversion: { ...profile.extraversion },
  agreeableness: { ...profile.agreeableness },
  conscientiousness: { ...profile.conscientiousness },
  negativeEmotionality: { ...profile.negativeEmotionality },
  openMindedness: { ...profile.openMindedness },
});

export const reportOf = (outcome: FlameOutcome): FlameReport => ({
  narrative: { ...outcome.report.narrative },
  traits: outcome.report.traits.map((trait) => ({ ...trait })),
  oneWay: { ...outcome.report.oneWay },
  reasons: outcome.report.reasons.map((reason) => ({ ...reason })),
  sources: outcome.report.sources.map((source) => ({ ...source })),
});

/** Both people's answers once both have answered; null while the partner has not. */
export function outcomeOf(row: FlameResultRow, locale: Locale): FlameOutcome | null {
  if (!row.secondAnswers) return null;
  return flameOutcome({ names: [row.firstName, row.secondName], answers: [row.firstAnswers, row.secondAnswers] }, locale);
}

export interface FlameViewParts {
  key: string;
  status: ReportPaymentStatus;
  share: FlameShareRow | undefined;
  locale: Locale;
}

/** The result as its key holder sees it: the report only once it is paid, the saved address only partly. */
export function flameTestView(row: FlameResultRow, { key, status, share, locale }: FlameViewParts): FlameTest {
  const outcome = outcomeOf(row, locale);
  const first = outcome ? outcome.profiles[0] : flameProfile(row.firstAnswers);
  return {
    key,
    title: flameTitle([row.firstName, row.secondName], locale),
    status,
    stage: outcome ? 'ready' : 'waiting_partner',
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    people: [
      { name: row.firstName, answered: true, profile: profileOf(first) },
      { name: row.secondName, answered: outcome !== null, profile: outcome ? profileOf(outcome.profiles[1]) : null },
    ],
    preview: outcome ? { ...outcome.preview } : null,
    report: outcome && status === 'PAID' ? reportOf(outcome) : null,
    share: share
      ? { token: share.token, show: { firstProfile: share.showFirst, secondProfile: share.showSecond }, createdAt: share.createdAt.toISOString() }
      : null,
    savedEmail: row.savedEmail === null ? null : maskEmail(row.savedEmail),
  };
}

/** What a shared link shows: first names, the score and its band, and only the profiles chosen. */
export function sharedResultView(row: FlameResultRow, outcome: FlameOutcome, share: FlameShareRow): SharedResult {
  return {
    names: [firstNameOf(row.firstName), firstNameOf(row.secondName)],
    score: outcome.preview.score,
    band: outcome.preview.band,
    bandText: outcome.preview.bandText,
    profiles: [share.showFirst ? profileOf(outcome.profiles[0]) : null, share.showSecond ? profileOf(outcome.profiles[1]) : null],
    createdAt: row.createdAt.toISOString(),
  };
}
