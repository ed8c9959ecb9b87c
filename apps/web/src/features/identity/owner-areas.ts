import type { OwnerArea } from '@teamcast/contract';
import { href, paths } from '../../shared/paths';

/** The pages of an owner area that sign-in flows move between. */
export interface OwnerAreaPages {
  login: string;
  magicLink: string;
  registration: string;
  firstSignup: string;
  /** Where a signed-in owner starts. */
  home: string;
}

export const ownerAreaPages: Record<OwnerArea, OwnerAreaPages> = {
  owner: {
    login: paths.owner.login,
    magicLink: paths.owner.magicLink,
    registration: paths.owner.registration,
    firstSignup: paths.owner.firstSignup,
    home: paths.owner.dashboard,
  },
  'owner-mobile': {
    login: paths.ownerMobile.login,
    magicLink: paths.ownerMobile.magicLink,
    registration: paths.ownerMobile.registration,
    firstSignup: paths.ownerMobile.firstSignup,
    home: href(paths.ownerMobile.p2p),
  },
  'love-mobile': {
    login: paths.loveMobile.login,
    magicLink: paths.loveMobile.magicLink,
    registration: paths.loveMobile.registration,
    firstSignup: paths.loveMobile.firstSignup,
    home: href(paths.loveMobile.p2p),
  },
};
