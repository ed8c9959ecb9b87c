import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { linkPurposes, ownerAreas, ownerSelfSchema, sentResponseSchema } from '../entities/accounts';
import { captchaChallengeSchema, captchaField, passwordSignInSchema, signedInSchema } from '../entities/sign-in';
import { consentField, emailField, localeSchema, nameField, optionalText, passwordField, usernameField, isoDateTime } from '../fields';

const tags = ['passport'];
const prefix = '/api/v1/passport';

const linkRequestSchema = z.object({ username: usernameField, ln: localeSchema.optional() });
const ownerArea = z.enum(ownerAreas).optional().describe('The web area whose page the mailed link opens; owner by default');
const ownerLinkRequestSchema = linkRequestSchema.extend({ area: ownerArea });
const linkTokenParams = z.object({ token: z.string().min(20).max(200) });
const magicLoginResponse = signedInSchema.extend({ purpose: z.enum(linkPurposes) }).meta({ id: 'MagicLogin' });
const signedUpSchema = z.object({ token: z.string().min(20), owner: ownerSelfSchema }).meta({ id: 'OwnerSignedUp' });

export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: `${prefix}/captcha`,
  summary: 'A new captcha challenge for registration and the contact forms (a proof of work the browser solves; null when the server runs with CAPTCHA=off)',
  tags,
  auth: 'none',
  response: captchaChallengeSchema,
});

export const ownerSignup = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/signup`,
  summary: 'Create an owner account; a verification link is mailed (428 captcha_required without a solved captcha)',
  tags,
  auth: 'none',
  body: z.object({
    email: emailField,
    password: passwordField,
    companyName: optionalText(200),
    ln: localeSchema.optional(),
    area: ownerArea,
    consent: consentField,
    captcha: captchaField,
  }),
  response: signedUpSchema,
  successStatus: 201,
});

export const ownerLoveSignup = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/love/signup`,
  summary:
    'Create an owner account on the love site, with first name and birth date; a verification link is mailed (428 captcha_required without a solved captcha)',
  tags,
  auth: 'none',
  body: z.object({
    email: emailField,
    password: passwordField,
    firstName: nameField,
    birthDate: isoDateTime.describe('Midnight UTC of the birth day'),
    ln: localeSchema.optional(),
    consent: consentField,
    captcha: captchaField,
  }),
  response: signedUpSchema,
  successStatus: 201,
});

export const ownerLogin = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/login`,
  summary: 'Sign an owner in with email and password (throttled: 429 login_delayed, 428 proof_required)',
  tags,
  auth: 'none',
  body: passwordSignInSchema,
  response: signedInSchema,
});

export const ownerMagicLogin = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/login/magic/:token`,
  summary: 'Sign an owner in with a link from a mail (login, verification or password reset); each link works once',
  tags,
  auth: 'none',
  params: linkTokenParams,
  response: magicLoginResponse,
});

export const ownerLoginLink = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/mail/login-link`,
  summary: 'Mail an owner a sign-in link (answers the same whether or not the address is known)',
  tags,
  auth: 'none',
  body: ownerLinkRequestSchema,
  response: sentResponseSchema,
  successStatus: 202,
});

export const ownerForgotPassword = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/mail/forgot-password`,
  summary: 'Mail an owner a link that signs them in to set a new password',
  tags,
  auth: 'none',
  body: ownerLinkRequestSchema,
  response: sentResponseSchema,
  successStatus: 202,
});

export const ownerVerificationLink = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/mail/verification-link`,
  summary: 'Mail the signed-in owner a new verification link',
  tags,
  auth: 'owner',
  body: z.object({ ln: localeSchema.optional(), area: ownerArea }),
  response: sentResponseSchema,
  successStatus: 202,
});

export const ownerJoinRequest = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/join/request`,
  summary:
    'Ask to join Teamcast as a company; the team is told by mail and the requester gets a confirmation (428 captcha_required without a solved captcha)',
  tags,
  auth: 'none',
  body: z.object({
    email: emailField,
    name: optionalText(100),
    companyName: optionalText(200),
    message: optionalText(2000),
    ln: localeSchema.optional(),
    captcha: captchaField,
  }),
  response: sentResponseSchema,
  successStatus: 202,
});

export const ownerContact = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/mail/contact`,
  summary: 'Send a message to the Teamcast team from the contact form (428 captcha_required without a solved captcha)',
  tags,
  auth: 'none',
  body: z.object({ email: emailField, username: optionalText(100), message: z.string().trim().min(1).max(5000), captcha: captchaField }),
  response: sentResponseSchema,
  successStatus: 202,
});

export const ownerLogout = defineEndpoint({
  method: 'POST',
  path: `${prefix}/owner/logout`,
  summary: 'End the owner session of this token',
  tags,
  auth: 'owner',
  response: z.void(),
  successStatus: 204,
});

export const estimatorLogin = defineEndpoint({
  method: 'POST',
  path: `${prefix}/estimator/login`,
  summary: 'Sign an estimator in with email and password (throttled: 429 login_delayed, 428 proof_required)',
  tags,
  auth: 'none',
  body: passwordSignInSchema,
  response: signedInSchema,
});

export const estimatorMagicLogin = defineEndpoint({
  method: 'POST',
  path: `${prefix}/estimator/login/magic/:token`,
  summary: 'Sign an estimator in with a link from a mail; each link works once',
  tags,
  auth: 'none',
  params: linkTokenParams,
  response: magicLoginResponse,
});

export const estimatorLoginLink = defineEndpoint({
  method: 'POST',
  path: `${prefix}/estimator/mail/login-link`,
  summary:
    "Mail an estimator a sign-in link (answers the same whether or not the address is known) or, with purpose reset, a password-reset link (404 user_not_found for an unknown address, as the owner's reset)",
  tags,
  auth: 'none',
  body: linkRequestSchema.extend({ purpose: z.enum(['login', 'reset']).optional() }),
  response: sentResponseSchema,
  successStatus: 202,
});

export const estimatorLogout = defineEndpoint({
  method: 'POST',
  path: `${prefix}/estimator/logout`,
  summary: 'End the estimator session of this token',
  tags,
  auth: 'estimator',
  response: z.void(),
  successStatus: 204,
});
