// The love mobile area's chunk.
export { LoveMobileGuestLayout } from './components/love-mobile-guest-layout';
export { LoveMobileLayout } from './components/love-mobile-layout';
export { P2pPage, SettingsPage } from './pages/app-pages';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
