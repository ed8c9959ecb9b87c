// The owner area's chunk.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { OwnerLayout } from './components/owner-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
export { DashboardPage } from './pages/dashboard-page';
export { CompareTeamsPage } from './pages/compare-teams-page';
export { P2pPage } from './pages/p2p-page';
export { TeamCheckPage } from './pages/team-check-page';
export { TeamPage } from './pages/team-page';
export { TeamsPage } from './pages/teams-page';
