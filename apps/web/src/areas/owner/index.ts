// The owner area's chunk.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { OwnerLayout } from './components/owner-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
export { ProfilePage } from './pages/profile-page';
export { ProfilesPage } from './pages/profiles-page';
export { SharedProfilePage } from './pages/shared-profile-page';
export { CompareTeamsPage, DashboardPage, P2pPage, TeamCheckPage, TeamPage, TeamsPage } from './pages/workspace-pages';
