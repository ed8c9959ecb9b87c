import { generatePath } from 'react-router';
import type { ApiArea } from './api/api-clients';
import type { AuthArea } from './auth/auth-area';

/**
 * Every route of the app (spec section 2), by area. Routes, links and redirects all read from here;
 * `:name?` marks an optional parameter.
 */
export const paths = {
  public: {
    landing: '/',
    faq: '/faq',
    enterprise: '/enterprise',
    profileQuestionnaire: '/profile-questionnaire',
    coupleQuestionnaire: '/couple-questionnaire',
    sharedResult: '/result/:data',
    internalError: '/500',
    notFound: '/404',
    /** Mail kept by a server without SMTP, for development; not a page of the spec. */
    devMailbox: '/dev/mailbox',
  },
  main: {
    root: '/main',
    onboarding: '/main/onboarding',
    questionnaireInstruction: '/main/questionnaire-instruction',
    questionnaire: '/main/questionnaire/:id?',
    questionnaireResult: '/main/questionnaire-result/:id',
  },
  administrator: {
    root: '/administrator',
    login: '/administrator/login',
    owners: '/administrator/owners',
    profiles: '/administrator/profiles',
    profile: '/administrator/profiles/:id',
    estimators: '/administrator/estimators',
    questionnaires: '/administrator/questionnaires',
    questionnaire: '/administrator/questionnaires/:id',
    neuronet: '/administrator/neuronet',
    /** Mail kept by a server without SMTP; not a page of the spec. */
    mail: '/administrator/mail',
    /** The administrators' audit log; not a page of the spec. */
    audit: '/administrator/audit',
  },
  estimator: {
    login: '/estimator/login',
    magicLink: '/estimator/magic-link',
    passwordReset: '/estimator/password-reset',
    profiles: '/estimator',
    profile: '/estimator/profiles/:id',
    compareProfiles: '/compare-profiles',
  },
  owner: {
    root: '/owner',
    login: '/owner/login',
    magicLink: '/owner/magic-link',
    firstSignup: '/owner/first-signup',
    sharedProfile: '/owner/link/:sharelink',
    registration: '/owner/registration',
    dashboard: '/owner/dashboard',
    profiles: '/owner/profiles',
    profile: '/owner/profiles/:id',
    teams: '/owner/teams',
    /** The team assembler: the best teams from a pool of the owner's profiles. */
    assemble: '/owner/teams/assemble',
    team: '/owner/team/:id',
    p2p: '/owner/dashboard/p2p/:id?',
    teamCheck: '/owner/dashboard/team/:id?',
    compareTeams: '/owner/dashboard/compare-teams/:id?',
    /** The director monitor: every team's year on shared axes and the people at risk. */
    monitor: '/owner/monitor',
    /** The FAQ and help inside the area (spec section 2, "FAQ and help pages"), under the owner's menu. */
    faq: '/owner/faq',
  },
  ownerMobile: {
    root: '/owner-mobile',
    login: '/owner-mobile/login',
    magicLink: '/owner-mobile/magic-link',
    firstSignup: '/owner-mobile/first-signup',
    sharedProfile: '/owner-mobile/link/:sharelink',
    registration: '/owner-mobile/registration',
    profiles: '/owner-mobile/profiles',
    profile: '/owner-mobile/profiles/:id',
    p2p: '/owner-mobile/p2p/:id?',
    team: '/owner-mobile/team/:id?',
    settings: '/owner-mobile/settings',
  },
  loveMobile: {
    root: '/love-mobile',
    login: '/love-mobile/login',
    magicLink: '/love-mobile/magic-link',
    firstSignup: '/love-mobile/first-signup',
    registration: '/love-mobile/registration',
    profiles: '/love-mobile/profiles',
    profile: '/love-mobile/profiles/:id',
    p2p: '/love-mobile/p2p/:id?',
    settings: '/love-mobile/settings',
  },
} as const;

/** Builds a link from a path pattern, with its parameters type-checked; optional ones may be left out. */
export const href = generatePath;

export const loginPaths: Record<AuthArea, string> = {
  administrator: paths.administrator.login,
  estimator: paths.estimator.login,
  owner: paths.owner.login,
  'owner-mobile': paths.ownerMobile.login,
  'love-mobile': paths.loveMobile.login,
};

/** The login of an area, remembering in `?next=` where the user was going. */
export function loginHref(area: AuthArea, next?: string): string {
  const login = loginPaths[area];
  return next && next !== login ? `${login}?${new URLSearchParams({ next }).toString()}` : login;
}

function within(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The area a path belongs to: it decides the login, the credentials and the API client. */
export function areaOfPath(pathname: string): ApiArea {
  if (within(pathname, '/administrator')) return 'administrator';
  if (within(pathname, '/estimator') || within(pathname, paths.estimator.compareProfiles)) return 'estimator';
  if (within(pathname, '/owner-mobile')) return 'owner-mobile';
  if (within(pathname, '/owner')) return 'owner';
  if (within(pathname, '/love-mobile')) return 'love-mobile';
  if (within(pathname, '/main')) return 'main';
  return 'public';
}

/**
 * The page to open after signing in: the `next` parameter when it is a path of the same area on this
 * site (never another site, never another area's page), otherwise the area's home.
 */
export function nextAfterLogin(search: string, area: AuthArea, home: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const pathname = next.split(/[?#]/)[0] ?? '';
  return areaOfPath(pathname) === area && pathname !== loginPaths[area] ? next : home;
}
