// The estimator area's chunk, /compare-profiles included.
export { EstimatorGuestLayout } from './components/estimator-guest-layout';
export { EstimatorLayout } from './components/estimator-layout';
export { LoginPage, MagicLinkPage, PasswordResetPage } from './pages/guest-pages';
export { CompareProfilesPage, ProfilePage, ProfilesPage } from './pages/profile-pages';
