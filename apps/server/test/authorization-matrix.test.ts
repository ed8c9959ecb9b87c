import { buildPath, buildQuery, endpoints, type EndpointDefinition } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../src/identity/account-kind';
import { bearer, createAdministrator, createEstimator, createOwner, signIn, uniqueEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { callers, type Caller, type MatrixRow, type World } from './helpers/matrix';
import { administrationRows } from './matrix/administration-rows';
import { analysisRows } from './matrix/analysis-rows';
import { billingRows } from './matrix/billing-rows';
import { estimationRows } from './matrix/estimation-rows';
import { neuronetRows } from './matrix/neuronet-rows';
import { profileRows } from './matrix/profile-rows';
import { questionnaireRows } from './matrix/questionnaire-rows';
import { pairRows, runRows, sceneRows } from './matrix/scene-rows';

/**
 * The authorisation matrix: every guarded endpoint of the contract, called as a guest, an
 * administrator, an estimator, owner A and owner B, answers the status of this table.
 *
 * Adding an endpoint: add a row naming it, with a request that its own kind of caller makes
 * successfully, built from the world of accounts below. By default a guest gets 401, a caller of
 * another kind 403, and the endpoint's own kind its success status; `expect` lists the exceptions,
 * such as owner B getting 404 for something of owner A. The type of the table and the first test
 * fail while an endpoint has no row.
 */

type Endpoints = typeof endpoints;
type GuardedEndpointName = { [K in keyof Endpoints]: Endpoints[K]['auth'] extends 'none' ? never : K }[keyof Endpoints];

const matrix: Record<GuardedEndpointName, MatrixRow> = {
  // Passport
  ownerVerificationLink: { request: () => ({ body: {} }) },
  ownerLogout: {},
  estimatorLogout: {},
  // Administrator
  administratorLogout: {},
  getAdministratorSelf: {},
  listEstimators: {},
  createEstimator: { request: () => ({ body: { email: uniqueEmail('matrix'), fullName: 'Matrix Estimator', password: 'secret-1' } }) },
  deleteEstimator: { request: (world) => ({ params: { id: world.estimator.id } }) },
  sendLoginLink: { request: (world) => ({ params: { target: 'owners', id: world.ownerA.id } }) },
  listUndeliveredMail: { request: () => ({ query: { limit: 5 } }) },
  // Owner
  getOwnerSelf: {},
  updateOwnerSelf: { request: () => ({ body: { ln: 'ru' } }) },
  deleteOwnerSelf: { request: () => ({ body: { confirmation: 'Delete', ln: 'en' } }) },
  // Estimator
  getEstimatorSelf: {},
  updateEstimatorSelf: { request: () => ({ body: { ln: 'en' } }) },
  ...questionnaireRows,
  ...profileRows,
  ...sceneRows,
  ...runRows,
  ...analysisRows,
  ...pairRows,
  ...billingRows,
  ...estimationRows,
  ...administrationRows,
  ...neuronetRows,
};

const kindOf: Record<Exclude<Caller, 'guest'>, AccountKind> = {
  administrator: 'administrator',
  estimator: 'estimator',
  ownerA: 'owner',
  ownerB: 'owner',
};

function expectedStatus(endpoint: EndpointDefinition, row: MatrixRow, caller: Caller): number {
  const exception = row.expect?.[caller];
  if (exception !== undefined) return exception;
  if (caller === 'guest') return 401;
  return kindOf[caller] === endpoint.auth ? (endpoint.successStatus ?? 200) : 403;
}

const guarded = Object.entries(endpoints).filter(([, endpoint]) => endpoint.auth !== 'none');

describe('authorisation matrix', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function createWorld(): Promise<World> {
    return {
      administrator: await createAdministrator(ctx),
      estimator: await createEstimator(ctx),
      ownerA: await createOwner(ctx),
      ownerB: await createOwner(ctx),
    };
  }

  it('has a row for every guarded endpoint of the contract, and none for anything else', () => {
    expect(Object.keys(matrix).sort()).toEqual(guarded.map(([name]) => name).sort());
  });

  it('leaves no endpoint unguarded by mistake: the open ones are exactly these', () => {
    const open = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.auth === 'none')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'getHealth',
        'reportClientError',
        'getDevOutbox',
        'setDevOwnerAccess',
        'administratorLogin',
        'getCaptcha',
        'ownerSignup',
        'ownerLoveSignup',
        'ownerLogin',
        'ownerMagicLogin',
        'ownerLoginLink',
        'ownerForgotPassword',
        'ownerJoinRequest',
        'ownerContact',
        'estimatorLogin',
        'estimatorMagicLogin',
        'estimatorLoginLink',
        'getPermalinkProfile',
        'savePermalinkProfile',
        'getPermalinkGrade',
        'getPermalinkUpgrade',
        'getPermalinkUpgradeShort',
        'savePermalinkUpgrade',
        'getSharedProfile',
        // Its key, handed only to the run's owner, stands for the session (see snapshot-links.test).
        'getSnapshot',
        // A consumer's report is paid without an account, by the key of its result's link.
        'checkAnonymousPaymentPair',
        'createAnonymousPaymentIntent',
        // Signed by Stripe, not by a session.
        'stripeWebhook',
        // The client secret of one payment stands for the session, as Stripe.js's confirmation does.
        'confirmSimulatorPayment',
        // The partner test has no account: its result's key, made by the server, is the credential (decision 67).
        'saveFlameData',
        'getFlameData',
        'deleteFlameData',
        'saveFlame',
        'shareFlame',
        'revokeFlameShare',
        'writeAnonymousResultText',
        // A shared result's link is for anyone who has it, until it is revoked.
        'getSharedResult',
      ].sort(),
    );
  });

  it.each(guarded)('%s answers each caller as the table says', async (name, endpoint) => {
    const row = matrix[name as GuardedEndpointName];
    const world = await createWorld();
    const request = (await row.request?.(world, ctx)) ?? {};
    const url = buildPath(endpoint.path, request.params) + buildQuery(request.query);

    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const caller of callers) {
      const token = caller === 'guest' ? undefined : await signIn(ctx, kindOf[caller], world[caller].id);
      const response = await ctx.app.inject({
        method: endpoint.method,
        url,
        headers: token ? bearer(token) : {},
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      answers[caller] = response.statusCode;
      expected[caller] = expectedStatus(endpoint, row, caller);
    }
    expect(answers).toEqual(expected);
  });
});
