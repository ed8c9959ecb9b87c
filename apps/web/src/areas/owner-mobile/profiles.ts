// The mobile owner area's profile pages: a chunk of their own, so that signing in does not load them.
export { ProfilePage } from './pages/profile-page';
export { ProfilesPage } from './pages/profiles-page';
export { SharedProfilePage } from './pages/shared-profile-page';
