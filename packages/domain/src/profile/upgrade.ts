import type { ProfileKind, ProfileState } from './states';

/** What a sent profile can grow into: the full questionnaire after the short one, the love step after the full one. */
export const UPGRADE_TARGETS = ['full', 'love'] as const;
export type UpgradeTarget = (typeof UPGRADE_TARGETS)[number];

const UPGRADES: Readonly<Partial<Record<ProfileKind, UpgradeTarget>>> = { short: 'full', full: 'love' };

/** The upgrade a profile is offered: only a sent one (`ack_a`) of a kind that has a bigger one; null otherwise. */
export function upgradeOf(profile: { readonly kind: ProfileKind; readonly state: ProfileState }): UpgradeTarget | null {
  if (profile.state !== 'ack_a') return null;
  return UPGRADES[profile.kind] ?? null;
}
