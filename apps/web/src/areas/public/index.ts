// The public area's chunk: everything the router loads for the public pages.
export { PublicLayout } from './components/public-layout';
export { DevMailboxPage } from './pages/dev-mailbox-page';
export { EnterprisePage } from './pages/enterprise-page';
export { FaqPage } from './pages/faq-page';
export { LandingPage } from './pages/landing-page';
export { SharedResultPage } from './pages/shared-result-page';
export { InternalErrorPage, NotFoundPage } from './pages/status-pages';
