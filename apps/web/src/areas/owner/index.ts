// The owner area's chunk.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { OwnerLayout } from './components/owner-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
export { DashboardPage } from './pages/dashboard-page';
export { CompareTeamsPage, P2pPage, TeamCheckPage, TeamPage, TeamsPage } from './pages/workspace-pages';
