// The estimator's pages, one file each; the area's chunk takes them from here.
export { CompareProfilesPage } from './compare-page';
export { ProfilePage } from './profile-page';
export { ProfilesPage } from './profiles-page';
