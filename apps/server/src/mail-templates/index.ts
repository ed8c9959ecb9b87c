export { contactMail } from './contact';
export { estimatorInvitationMail } from './estimator-invitation';
export { flameResultMail } from './flame-result';
export { joinRequestConfirmationMail, joinRequestToTeamMail } from './join-request';
export type { RenderedMail } from './layout';
export { loginLinkMail } from './login-link';
export { passwordResetMail } from './password-reset';
export { verificationMail } from './verification';
