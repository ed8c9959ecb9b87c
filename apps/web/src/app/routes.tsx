import type { ComponentType } from 'react';
import type { OwnerTool } from '@teamcast/domain';
import { data, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AuthArea } from '../shared/auth/auth-area';
import { loadChunk } from '../shared/loading/load-chunk';
import { PageLoader } from '../shared/ui/page-loader';
import { href, paths } from '../shared/paths';
import { requireAuth, SignedInOutlet } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type LazyComponent = NonNullable<Extract<RouteObject['lazy'], object>>;

/**
 * Each area is one chunk, loaded the first time one of its pages opens (with the product's chunk
 * timeout); a route picks its component out of it.
 */
function chunk<M>(load: () => Promise<M>) {
  return (pick: (module: M) => ComponentType): LazyComponent => ({
    Component: async () => pick(await loadChunk(load)),
  });
}

const mantine = chunk(() => import('../shared/ui/mantine/mantine-shell'));
const publicArea = chunk(() => import('../areas/public'));
const administrator = chunk(() => import('../areas/administrator'));
const estimator = chunk(() => import('../areas/estimator'));
const owner = chunk(() => import('../areas/owner'));
const ownerMobile = chunk(() => import('../areas/owner-mobile'));
const loveMobile = chunk(() => import('../areas/love-mobile'));
// Heavier pages that guests of an area do not need when they sign in.
const administratorQuestionnaires = chunk(() => import('../areas/administrator/questionnaires'));
const publicQuestionnaires = chunk(() => import('../areas/public/questionnaires'));
const ownerProfiles = chunk(() => import('../areas/owner/profiles'));
// The owner's sign-in pages, tools and FAQ stay out of the dashboard's first load (350 kB gzipped, `npm run bench`).
const ownerGuest = chunk(() => import('../areas/owner/guest'));
const ownerChecks = chunk(() => import('../areas/owner/tools'));
const ownerSimulator = chunk(() => import('../areas/owner/simulator'));
const ownerHelp = chunk(() => import('../areas/owner/help'));
const ownerMobileProfiles = chunk(() => import('../areas/owner-mobile/profiles'));
const loveMobileProfiles = chunk(() => import('../areas/love-mobile/profiles'));

/** Pages under a layout keep the layout (and its menu) when they crash. */
function pagesOf(children: RouteObject[]): RouteObject {
  return { errorElement: <RouteErrorBoundary />, children };
}

function layout(lazy: LazyComponent, children: RouteObject[]): RouteObject {
  return { lazy, children: [pagesOf(children)] };
}

/** Signed-in pages of an area: guarded first, then laid out. */
function guarded(area: AuthArea, lazy: LazyComponent, children: RouteObject[]): RouteObject {
  return {
    loader: requireAuth(area),
    element: <SignedInOutlet area={area} />,
    children: [layout(lazy, children)],
  };
}

const redirectTo = (to: string) => () => replace(to);

/**
 * The consumer test (`/main`) is a page of its own, main.html, which the server answers for `/main` and
 * every path under it (decision 69): a link to it from here is followed with a full page load. Were this
 * app itself served there (a server that does not know the page), the path shows not-found instead of
 * loading itself again.
 */
function leaveForConsumerTest({ request }: LoaderFunctionArgs): Promise<never> {
  const target = new URL(request.url);
  if (target.pathname === window.location.pathname) throw data(null, { status: 404 });
  window.location.assign(`${target.pathname}${target.search}${target.hash}`);
  // The page is being replaced: the navigation never settles here.
  return new Promise<never>(() => {});
}

/** Marks an owner page as one of the tools a plan can lock; the owner layout shows the lock in its place. */
const ownerTool = (tool: OwnerTool) => ({ handle: { ownerTool: tool } });

/**
 * The route table: every route of spec section 2 in its area. A function, because the router writes
 * loaded lazy parts into the route objects: each router needs its own copy.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorBoundary standalone />,
      HydrateFallback: PageLoader,
      children: [
        {
          lazy: mantine((m) => m.MantineShell),
          children: [
            layout(publicArea((m) => m.PublicLayout), [
              { path: paths.public.landing, lazy: publicArea((m) => m.LandingPage) },
              { path: paths.public.faq, lazy: publicArea((m) => m.FaqPage) },
              { path: paths.public.enterprise, lazy: publicArea((m) => m.EnterprisePage) },
              { path: paths.public.profileQuestionnaire, lazy: publicQuestionnaires((m) => m.ProfileQuestionnairePage) },
              { path: paths.public.coupleQuestionnaire, lazy: publicQuestionnaires((m) => m.CoupleQuestionnairePage) },
              { path: paths.public.sharedResult, lazy: publicArea((m) => m.SharedResultPage) },
              { path: paths.public.internalError, lazy: publicArea((m) => m.InternalErrorPage) },
              { path: paths.public.notFound, lazy: publicArea((m) => m.NotFoundPage) },
              { path: paths.public.devMailbox, lazy: publicArea((m) => m.DevMailboxPage) },
              { path: `${paths.main.root}/*`, loader: leaveForConsumerTest },
              { path: '*', lazy: publicArea((m) => m.NotFoundPage) },
            ]),

            layout(administrator((m) => m.AdministratorGuestLayout), [
              { path: paths.administrator.login, lazy: administrator((m) => m.LoginPage) },
            ]),
            guarded('administrator', administrator((m) => m.AdministratorLayout), [
              { path: paths.administrator.root, loader: redirectTo(paths.administrator.profiles) },
              { path: paths.administrator.owners, lazy: administrator((m) => m.OwnersPage) },
              { path: paths.administrator.profiles, lazy: administrator((m) => m.ProfilesPage) },
              { path: paths.administrator.profile, lazy: administrator((m) => m.ProfilePage) },
              { path: paths.administrator.estimators, lazy: administrator((m) => m.EstimatorsPage) },
              { path: paths.administrator.questionnaires, lazy: administratorQuestionnaires((m) => m.QuestionnairesPage) },
              { path: paths.administrator.questionnaire, lazy: administratorQuestionnaires((m) => m.QuestionnairePage) },
              { path: paths.administrator.neuronet, lazy: administrator((m) => m.NeuronetPage) },
              { path: paths.administrator.mail, lazy: administrator((m) => m.MailPage) },
              { path: paths.administrator.audit, lazy: administrator((m) => m.AuditPage) },
            ]),

            layout(estimator((m) => m.EstimatorGuestLayout), [
              { path: paths.estimator.login, lazy: estimator((m) => m.LoginPage) },
              { path: paths.estimator.magicLink, lazy: estimator((m) => m.MagicLinkPage) },
              { path: paths.estimator.passwordReset, lazy: estimator((m) => m.PasswordResetPage) },
            ]),
            guarded('estimator', estimator((m) => m.EstimatorLayout), [
              { path: paths.estimator.profiles, lazy: estimator((m) => m.ProfilesPage) },
              { path: paths.estimator.profile, lazy: estimator((m) => m.ProfilePage) },
              { path: paths.estimator.compareProfiles, lazy: estimator((m) => m.CompareProfilesPage) },
            ]),

            layout(ownerGuest((m) => m.OwnerGuestLayout), [
              { path: paths.owner.login, lazy: ownerGuest((m) => m.LoginPage) },
              { path: paths.owner.magicLink, lazy: ownerGuest((m) => m.MagicLinkPage) },
              { path: paths.owner.firstSignup, lazy: ownerGuest((m) => m.FirstSignupPage) },
              { path: paths.owner.sharedProfile, lazy: ownerProfiles((m) => m.SharedProfilePage) },
              { path: paths.owner.registration, lazy: ownerGuest((m) => m.RegistrationPage) },
            ]),
            guarded('owner', owner((m) => m.OwnerLayout), [
              { path: paths.owner.root, loader: redirectTo(paths.owner.dashboard) },
              { path: paths.owner.dashboard, lazy: owner((m) => m.DashboardPage) },
              { path: paths.owner.profiles, lazy: ownerProfiles((m) => m.ProfilesPage) },
              { path: paths.owner.profile, lazy: ownerProfiles((m) => m.ProfilePage) },
              { path: paths.owner.teams, lazy: ownerSimulator((m) => m.TeamsPage), ...ownerTool('simulator') },
              { path: paths.owner.assemble, lazy: ownerSimulator((m) => m.AssemblerPage), ...ownerTool('simulator') },
              { path: paths.owner.team, lazy: ownerSimulator((m) => m.TeamPage), ...ownerTool('simulator') },
              { path: paths.owner.p2p, lazy: ownerChecks((m) => m.P2pPage), ...ownerTool('p2p') },
              { path: paths.owner.teamCheck, lazy: ownerChecks((m) => m.TeamCheckPage), ...ownerTool('teamCheck') },
              { path: paths.owner.compareTeams, lazy: ownerSimulator((m) => m.CompareTeamsPage), ...ownerTool('compareTeams') },
              { path: paths.owner.monitor, lazy: ownerSimulator((m) => m.MonitorPage), ...ownerTool('monitor') },
              { path: paths.owner.faq, lazy: ownerHelp((m) => m.FaqPage) },
            ]),

            layout(ownerMobile((m) => m.OwnerMobileGuestLayout), [
              { path: paths.ownerMobile.login, lazy: ownerMobile((m) => m.LoginPage) },
              { path: paths.ownerMobile.magicLink, lazy: ownerMobile((m) => m.MagicLinkPage) },
              { path: paths.ownerMobile.firstSignup, lazy: ownerMobile((m) => m.FirstSignupPage) },
              { path: paths.ownerMobile.sharedProfile, lazy: ownerMobileProfiles((m) => m.SharedProfilePage) },
              { path: paths.ownerMobile.registration, lazy: ownerMobile((m) => m.RegistrationPage) },
            ]),
            guarded('owner-mobile', ownerMobile((m) => m.OwnerMobileLayout), [
              { path: paths.ownerMobile.root, loader: redirectTo(href(paths.ownerMobile.p2p)) },
              { path: paths.ownerMobile.profiles, lazy: ownerMobileProfiles((m) => m.ProfilesPage) },
              { path: paths.ownerMobile.profile, lazy: ownerMobileProfiles((m) => m.ProfilePage) },
              { path: paths.ownerMobile.p2p, lazy: ownerMobile((m) => m.P2pPage) },
              { path: paths.ownerMobile.team, lazy: ownerMobile((m) => m.TeamPage) },
              { path: paths.ownerMobile.settings, lazy: ownerMobile((m) => m.SettingsPage) },
            ]),

            layout(loveMobile((m) => m.LoveMobileGuestLayout), [
              { path: paths.loveMobile.login, lazy: loveMobile((m) => m.LoginPage) },
              { path: paths.loveMobile.magicLink, lazy: loveMobile((m) => m.MagicLinkPage) },
              { path: paths.loveMobile.firstSignup, lazy: loveMobile((m) => m.FirstSignupPage) },
              { path: paths.loveMobile.registration, lazy: loveMobile((m) => m.RegistrationPage) },
            ]),
            guarded('love-mobile', loveMobile((m) => m.LoveMobileLayout), [
              { path: paths.loveMobile.root, loader: redirectTo(href(paths.loveMobile.p2p)) },
              { path: paths.loveMobile.profiles, lazy: loveMobileProfiles((m) => m.ProfilesPage) },
              { path: paths.loveMobile.profile, lazy: loveMobileProfiles((m) => m.ProfilePage) },
              { path: paths.loveMobile.p2p, lazy: loveMobile((m) => m.P2pPage) },
              { path: paths.loveMobile.settings, lazy: loveMobile((m) => m.SettingsPage) },
            ]),
          ],
        },
      ],
    },
  ];
}
