// The administrator area's chunk.
export { AdministratorGuestLayout } from './components/administrator-guest-layout';
export { AdministratorLayout } from './components/administrator-layout';
export { ProfilePage } from './pages/detail-pages';
export { EstimatorsPage } from './pages/estimators-page';
export { NeuronetPage, OwnersPage, ProfilesPage } from './pages/list-pages';
export { LoginPage } from './pages/login-page';
export { MailPage } from './pages/mail-page';
