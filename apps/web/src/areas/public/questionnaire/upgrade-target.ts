import type { PermalinkProfile } from '@teamcast/contract';
import { upgradeOf, type UpgradeTarget } from '@teamcast/domain';

/** What a sent profile can grow into: the full questionnaire after the short one, or the love step after the full one. */
export type { UpgradeTarget };

/** The `upgrade` query value, when it names an upgrade. */
export function parseUpgradeTarget(value: string | null): UpgradeTarget | null {
  return value === 'full' || value === 'love' ? value : null;
}

/** The upgrade a sent profile is offered, as the server allows them; null for any other. */
export function upgradeOffered(profile: Pick<PermalinkProfile, 'kind' | 'state' | 'locked'>): UpgradeTarget | null {
  return profile.locked ? upgradeOf(profile) : null;
}

/** The questionnaire page's query for a permalink, with an upgrade or without. */
export function permalinkSearch(permalink: string, upgrade?: UpgradeTarget): string {
  const params = new URLSearchParams({ p: permalink });
  if (upgrade) params.set('upgrade', upgrade);
  return `?${params.toString()}`;
}

/** The local draft of an upgrade, kept apart from the questionnaire's own. */
export const upgradeDraftVariant = (target: UpgradeTarget) => `upgrade-${target}`;
