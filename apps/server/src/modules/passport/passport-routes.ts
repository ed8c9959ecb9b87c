import {
  estimatorLogin,
  estimatorLoginLink,
  estimatorLogout,
  estimatorMagicLogin,
  getCaptcha,
  ownerContact,
  ownerForgotPassword,
  ownerJoinRequest,
  ownerLogin,
  ownerLoginLink,
  ownerLogout,
  ownerLoveSignup,
  ownerMagicLogin,
  ownerSignup,
  ownerVerificationLink,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { createCaptcha } from '../../identity/captcha';
import { createEstimatorService } from '../estimator/estimator-service';
import type { ModuleDeps } from '../module-deps';
import { createOwnerPassportService } from '../owner/owner-passport-service';
import { createOwnerSelfService } from '../owner/owner-self-service';
import { createTeamMessagesService } from './team-messages-service';

// Everything a passport endpoint receives is a short form.
const passportBodyLimit = 32 * 1024;
const sent = { sent: true as const };

/** /api/v1/passport: signing owners and estimators up, in and out, and the mail that goes with it. */
export const passportRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const owners = createOwnerPassportService(deps);
  const ownerSelf = createOwnerSelfService(deps);
  const estimators = createEstimatorService(deps);
  const team = createTeamMessagesService(deps);
  const options = { bodyLimit: passportBodyLimit };
  // Sign-ups and messages to the team carry a solved proof of work: the one sign-in asks for after many failures.
  const captcha = createCaptcha(deps.config.captcha ? deps.rateLimiter.signIn.proofOfWork : null);

  registerEndpoint(app, getCaptcha, async ({ reply }) => {
    // Each answer is a new challenge, answered once: never from a cache.
    reply.header('cache-control', 'no-store');
    return { challenge: await captcha.challenge() };
  });
  registerEndpoint(
    app,
    ownerSignup,
    async ({ body: { captcha: proof, ...body }, request }) => {
      await captcha.check(proof);
      return owners.signup(body, request.ip);
    },
    options,
  );
  registerEndpoint(
    app,
    ownerLoveSignup,
    async ({ body: { captcha: proof, ...body }, request }) => {
      await captcha.check(proof);
      return owners.loveSignup(body, request.ip);
    },
    options,
  );
  registerEndpoint(app, ownerLogin, ({ body, request }) => owners.login(body, request.ip), options);
  registerEndpoint(app, ownerMagicLogin, ({ params }) => owners.magicLogin(params.token));
  registerEndpoint(
    app,
    ownerLoginLink,
    async ({ body, request }) => {
      await owners.mailLoginLink(body, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(
    app,
    ownerForgotPassword,
    async ({ body, request }) => {
      await owners.mailPasswordReset(body, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(
    app,
    ownerVerificationLink,
    async ({ body, session, request }) => {
      await owners.mailVerification(session.accountId, body.area, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(
    app,
    ownerJoinRequest,
    async ({ body: { captcha: proof, ...body }, request }) => {
      await captcha.check(proof);
      await team.joinRequest(body, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(
    app,
    ownerContact,
    async ({ body: { captcha: proof, ...body }, request }) => {
      await captcha.check(proof);
      await team.contact(body, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(app, ownerLogout, ({ session }) => ownerSelf.logout(session));

  registerEndpoint(app, estimatorLogin, ({ body, request }) => estimators.login(body, request.ip), options);
  registerEndpoint(app, estimatorMagicLogin, ({ params }) => estimators.magicLogin(params.token));
  registerEndpoint(
    app,
    estimatorLoginLink,
    async ({ body, request }) => {
      await estimators.mailLink(body, request.ip);
      return sent;
    },
    options,
  );
  registerEndpoint(app, estimatorLogout, ({ session }) => estimators.logout(session));
};
