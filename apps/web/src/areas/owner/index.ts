// The owner area's chunk.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { OwnerLayout } from './components/owner-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage, SharedProfilePage } from './pages/guest-pages';
export {
  CompareTeamsPage,
  DashboardPage,
  P2pPage,
  ProfilePage,
  ProfilesPage,
  TeamCheckPage,
  TeamPage,
  TeamsPage,
} from './pages/workspace-pages';
