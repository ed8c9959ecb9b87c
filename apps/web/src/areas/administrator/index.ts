// The administrator area's chunk.
export { AdministratorGuestLayout } from './components/administrator-guest-layout';
export { AdministratorLayout } from './components/administrator-layout';
export { AuditPage } from './pages/audit-page';
export { ProfilePage } from './pages/detail-pages';
export { EstimatorsPage } from './pages/estimators-page';
export { OwnersPage } from './pages/owners-page';
export { ProfilesPage } from './pages/profiles-page';
export { NeuronetPage } from './pages/neuronet-page';
export { LoginPage } from './pages/login-page';
export { MailPage } from './pages/mail-page';
