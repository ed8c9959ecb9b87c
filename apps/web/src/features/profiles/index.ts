// What the owner areas use of the profiles feature.
export { ProfilesView } from './list/profiles-view';
export { ProfileDetailView } from './view/profile-detail-view';
export { SharedProfileView } from './shared/shared-profile-view';
export { TouchAreaContext } from './view/use-phone';
