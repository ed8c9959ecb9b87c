// The owner area's pages before signing in: a chunk of their own, so that a signed-in owner's dashboard does
// not carry the sign-in and sign-up forms.
export { OwnerGuestLayout } from './components/owner-guest-layout';
export { FirstSignupPage, LoginPage, MagicLinkPage, RegistrationPage } from './pages/guest-pages';
