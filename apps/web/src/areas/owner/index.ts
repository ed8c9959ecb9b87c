// The owner area's chunk.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { OwnerLayout } from './components/owner-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
export { CompareTeamsPage, DashboardPage, P2pPage, TeamCheckPage, TeamPage, TeamsPage } from './pages/workspace-pages';
