// The mobile owner area's chunk.
export { OwnerMobileGuestLayout } from './components/owner-mobile-guest-layout';
export { OwnerMobileLayout } from './components/owner-mobile-layout';
export { P2pPage, SettingsPage, TeamPage } from './pages/app-pages';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
