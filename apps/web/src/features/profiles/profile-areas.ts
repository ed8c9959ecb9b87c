import type { OwnerArea } from '@teamcast/contract';
import type { ProfileKind } from '@teamcast/domain';
import { href, paths } from '../../shared/paths';

/** How an owner area shows profiles: a table on the desktop, cards on the phone-shaped areas. */
export type ProfileLayout = 'table' | 'cards';

/** The questionnaires an area creates profiles with: the owner's full or short, the love variant or a couple. */
export type CreateKind = ProfileKind;

export interface ProfileAreaConfig {
  layout: ProfileLayout;
  list: string;
  profile: (id: string) => string;
  /** The choices of the create wizard's first step, the first one preselected. */
  createKinds: readonly [CreateKind, ...CreateKind[]];
  /** The create button's wording: the love area calls its profiles questionnaires. */
  createLabel: 'profiles.create.open' | 'profiles.create.openLove';
  /** Whether the area's owners start with demo specialists, and so may hide them: the team product's do. */
  demoProfiles: boolean;
}

export const profileAreas: Record<OwnerArea, ProfileAreaConfig> = {
  owner: {
    layout: 'table',
    list: paths.owner.profiles,
    profile: (id) => href(paths.owner.profile, { id }),
    createKinds: ['full', 'short'],
    createLabel: 'profiles.create.open',
    demoProfiles: true,
  },
  'owner-mobile': {
    layout: 'cards',
    list: paths.ownerMobile.profiles,
    profile: (id) => href(paths.ownerMobile.profile, { id }),
    createKinds: ['full', 'short'],
    createLabel: 'profiles.create.open',
    demoProfiles: true,
  },
  'love-mobile': {
    layout: 'cards',
    list: paths.loveMobile.profiles,
    profile: (id) => href(paths.loveMobile.profile, { id }),
    createKinds: ['love', 'couple'],
    createLabel: 'profiles.create.openLove',
    demoProfiles: false,
  },
};
