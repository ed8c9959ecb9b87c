import { endpoints } from '@teamcast/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLinkToken } from '../src/modules/profiles/link-token';
import { ensureSharelink } from '../src/modules/profiles/profiles-repository';
import { createOwner, signIn, bearer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { insertTestProfile, ownerApi, appApi } from './helpers/profiles';
import { connectRealtime, type RealtimeClient } from './helpers/realtime';
import { openScenes, sceneApi } from './helpers/scenes';

/**
 * The hidden-details matrix. Owner A hid the details of a profile; owner B added it by its share link and
 * uses it in teams and pairs; a guest holds the share link. For every endpoint that shows a person, what
 * B or the guest gets (and every realtime message B hears meanwhile) must hold none of the hidden values.
 * Every endpoint of the contract is either called here or named as showing no one's hidden details, so a
 * new endpoint fails the first test until it is placed.
 */

const hidden = {
  lastName: 'Засекреченко',
  email: 'zasekrechenko@hidden.example',
  phone: '+7 999 000-11-22',
  birthDate: '1987-06-05',
  answer: 'ответ-который-видит-только-владелец',
};

type Answer = LightMyRequestResponse;

interface World {
  ctx: TestApp;
  a: { id: string; headers: Record<string, string> };
  b: { id: string; token: string; headers: Record<string, string> };
  hiddenId: string;
  sharelink: string;
  ownIds: string[];
  team: { _id: string; version: number };
  pair: { _id: string; version: number };
  realtime: RealtimeClient;
}

type Call = (world: World) => Promise<Answer[]>;

const as = (world: World, method: string, url: string, payload?: object, headers = world.b.headers) =>
  world.ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

/** Runs a forecast and reads its address, answering both. */
async function forecast(world: World, start: Answer, type: 'renderCheckTeam' | 'renderPair' | 'renderCompareTeam'): Promise<Answer[]> {
  expect(start.statusCode, start.body).toBe(202);
  const { ruid } = start.json() as { ruid: string };
  const done = await world.realtime.next(type, (message) => (message.payload as { ruid: string }).ruid === ruid);
  return [start, await as(world, 'GET', (done.payload as { url: string }).url, undefined, {})];
}

/** Starts an analysis and reads it once done, answering both. */
async function analysis(world: World, start: Answer): Promise<Answer[]> {
  expect(start.statusCode, start.body).toBe(202);
  const { ruid } = start.json() as { ruid: string };
  const done = await world.realtime.next('analysisDone', (message) => (message.payload as { ruid: string }).ruid === ruid);
  expect(done.payload).toMatchObject({ status: 'done' });
  const read = await as(world, 'GET', `${sceneApi}/analyses/${ruid}`);
  expect((read.json() as { result: { kind: string } | null }).result, read.body).not.toBeNull();
  return [start, read];
}

/** The endpoints that show a person, each called as a viewer without the right to the hidden details. */
const shows: Record<string, Call> = {
  listProfiles: async (w) => {
    const search = await as(w, 'GET', `${ownerApi}/profiles?search=${encodeURIComponent(hidden.lastName)}`);
    expect(search.json()).toMatchObject({ total: 0, items: [] });
    return [await as(w, 'GET', `${ownerApi}/profiles?sort=name&limit=200`), search];
  },
  getProfile: async (w) => {
    const answer = await as(w, 'GET', `${ownerApi}/profiles/${w.hiddenId}`);
    expect(answer.json()).toMatchObject({ detailsHidden: true, answers: {}, lastName: null, email: null, phone: null, birthDate: null });
    return [answer];
  },
  getProfileMain: async (w) => [await as(w, 'GET', `${ownerApi}/profiles/${w.hiddenId}/main`)],
  updateProfile: async (w) => [await as(w, 'PATCH', `${ownerApi}/profiles/${w.hiddenId}`, { position: 'Другое' })],
  deleteProfile: async (w) => [await as(w, 'DELETE', `${ownerApi}/profiles/${w.hiddenId}`)],
  getProfileShareLink: async (w) => [await as(w, 'GET', `${ownerApi}/profiles/sharelink/${w.hiddenId}`)],
  getProfileReferralId: async (w) => [await as(w, 'POST', `${ownerApi}/profiles/get-referral-id/${w.hiddenId}`)],
  checkUpendProfile: async (w) => [await as(w, 'POST', `${ownerApi}/profiles/check-upend/${w.hiddenId}`)],
  upendProfile: async (w) => [await as(w, 'POST', `${ownerApi}/profiles/upend/${w.hiddenId}`)],
  checkAttachProfile: async (w) => [await as(w, 'POST', `${ownerApi}/profiles/check-attach/${w.sharelink}`)],
  checkAttachExistProfile: async (w) => [await as(w, 'POST', `${ownerApi}/profiles/check-attach-exist/${w.sharelink}`)],
  attachProfile: async (w) => {
    const third = await createOwner(w.ctx, { status: 'verified', needVerify: false });
    const headers = bearer(await signIn(w.ctx, 'owner', third.id));
    return [await as(w, 'POST', `${ownerApi}/profiles/attach/${w.sharelink}`, undefined, headers), await as(w, 'POST', `${ownerApi}/profiles/attach/${w.sharelink}`)];
  },
  detachProfile: async (w) => {
    const third = await createOwner(w.ctx, { status: 'verified', needVerify: false });
    const headers = bearer(await signIn(w.ctx, 'owner', third.id));
    await as(w, 'POST', `${ownerApi}/profiles/attach/${w.sharelink}`, undefined, headers);
    return [await as(w, 'POST', `${ownerApi}/profiles/detach/${w.hiddenId}`, undefined, headers)];
  },
  getSharedProfile: async (w) => {
    const answer = await as(w, 'GET', `${appApi}/shared/${w.sharelink}`, undefined, {});
    expect(answer.json()).toMatchObject({ detailsHidden: true, answers: {}, lastName: null });
    return [answer];
  },
  listSceneProfiles: async (w) => [await as(w, 'GET', `${sceneApi}/profiles`)],
  createTeamScene: async (w) => [
    await as(w, 'POST', `${sceneApi}/scene`, { title: 'Ещё команда', lifespan: 'new', startDate: '2026-12-01', actors: [w.hiddenId, ...w.ownIds].map((profileId) => ({ profileId })) }),
  ],
  getScene: async (w) => [await as(w, 'GET', `${sceneApi}/scene/${w.team._id}`)],
  listScenes: async (w) => [await as(w, 'GET', `${sceneApi}/scenes`)],
  updateScene: async (w) => {
    const current = (await as(w, 'GET', `${sceneApi}/scene/${w.team._id}`)).json() as { version: number };
    return [await as(w, 'PATCH', `${sceneApi}/scene/${w.team._id}`, { version: current.version, title: 'Команда с секретом' })];
  },
  fixScene: async (w) => [await as(w, 'PATCH', `${sceneApi}/scene/${w.team._id}/fix`)],
  copyScene: async (w) => [await as(w, 'POST', `${sceneApi}/scene/${w.team._id}/copy`, { title: 'Копия', startDay: '2027-01-01' })],
  createSandbox: async (w) => [await as(w, 'POST', `${sceneApi}/sandbox`, { lifespan: 'new', startDate: '2026-12-01', actors: [w.hiddenId, w.ownIds[0]].map((profileId) => ({ profileId })) })],
  getSandbox: async (w) => [await as(w, 'GET', `${sceneApi}/sandbox`)],
  updateSandbox: async (w) => {
    const sandbox = (await as(w, 'GET', `${sceneApi}/sandbox`)).json() as { scene: { version: number } };
    return [await as(w, 'PATCH', `${sceneApi}/sandbox`, { version: sandbox.scene.version, change: { kind: 'rank', actorId: w.hiddenId, day: 0, level: 1 } })];
  },
  createPair: async (w) => {
    const answer = await as(w, 'POST', `${sceneApi}/p2p`, { actors: [w.hiddenId, w.ownIds[1]] });
    expect((answer.json() as { title: string }).title).toMatch(/^Скрытая & /);
    return [answer];
  },
  createTeamPair: async (w) => [await as(w, 'POST', `${sceneApi}/p2p/${w.team._id}`, { actorIds: [w.hiddenId, w.ownIds[0]] })],
  getPair: async (w) => [await as(w, 'GET', `${sceneApi}/p2p/${w.pair._id}`)],
  updatePair: async (w) => {
    const current = (await as(w, 'GET', `${sceneApi}/p2p/${w.pair._id}`)).json() as { version: number };
    return [await as(w, 'PATCH', `${sceneApi}/p2p/${w.pair._id}`, { version: current.version, startDay: '2027-02-01' })];
  },
  deletePair: async (w) => {
    const pair = (await as(w, 'POST', `${sceneApi}/p2p`, { actors: [w.hiddenId, w.ownIds[0]] })).json() as { _id: string };
    return [await as(w, 'DELETE', `${sceneApi}/p2p/${pair._id}`)];
  },
  runPair: async (w) => forecast(w, await as(w, 'PUT', `${sceneApi}/p2p/${w.pair._id}/run`, { type: 'love' }), 'renderPair'),
  runScene: async (w) => forecast(w, await as(w, 'PUT', `${sceneApi}/scene/${w.team._id}/run`), 'renderCheckTeam'),
  getSceneSnapshotUrl: async (w) => {
    const [start] = await forecast(w, await as(w, 'PUT', `${sceneApi}/scene/${w.team._id}/run`), 'renderCheckTeam');
    const address = await as(w, 'GET', `${sceneApi}/scene/snapshot/${w.team._id}?ruid=${(start!.json() as { ruid: string }).ruid}`);
    return [address, await as(w, 'GET', (address.json() as { url: string }).url, undefined, {})];
  },
  getSnapshot: async (w) => forecast(w, await as(w, 'PUT', `${sceneApi}/p2p/${w.pair._id}/run`, {}), 'renderPair'),
  compareScenes: async (w) => {
    const other = (await as(w, 'POST', `${sceneApi}/scene`, { title: 'Вторая', lifespan: 'new', startDate: '2026-12-01', actors: [w.hiddenId, w.ownIds[1]].map((profileId) => ({ profileId })) })).json() as { _id: string };
    return forecast(w, await as(w, 'POST', `${sceneApi}/scenes/compare`, { sceneIds: [w.team._id, other._id] }), 'renderCompareTeam');
  },
  // Their results name people as the viewer sees them in the profile list.
  startAssembly: async (w) => analysis(w, await as(w, 'POST', `${sceneApi}/assemble`, { profileIds: [w.hiddenId, ...w.ownIds], size: 2, orientation: 'growth', mustHave: [w.hiddenId] })),
  startAdvice: async (w) => analysis(w, await as(w, 'POST', `${sceneApi}/scene/${w.team._id}/advise`, { day: 0 })),
  startMonitor: async (w) => analysis(w, await as(w, 'POST', `${sceneApi}/monitor`, {})),
  getAnalysis: async (w) => {
    const [, read] = await analysis(w, await as(w, 'POST', `${sceneApi}/monitor`, { orientation: 'launch' }));
    const people = (read!.json() as { result: { monitor: { people: { name: string }[] } } }).result.monitor.people;
    expect(people.map((person) => person.name)).toContain('Скрытая');
    return [read!];
  },
  writeResultText: async (w) => {
    const ruid = (answer: Answer | undefined) => (answer?.json() as { ruid: string }).ruid;
    const [pairRun] = await forecast(w, await as(w, 'PUT', `${sceneApi}/p2p/${w.pair._id}/run`, { type: 'love' }), 'renderPair');
    const [teamRun] = await forecast(w, await as(w, 'PUT', `${sceneApi}/scene/${w.team._id}/run`), 'renderCheckTeam');
    const texts = [
      await as(w, 'POST', '/api/v1/chatgpt/result', { result: ruid(pairRun), type: 'pair', id1: w.hiddenId, id2: w.ownIds[0], params: { ln: 'ru' } }),
      await as(w, 'POST', '/api/v1/chatgpt/result', { result: ruid(pairRun), type: 'pair', params: { ln: 'en' } }),
      await as(w, 'POST', '/api/v1/chatgpt/result', { result: ruid(teamRun), type: 'team' }),
    ];
    for (const text of texts) {
      expect(text.statusCode, text.body).toBe(200);
      // A trait is never put down by name to the person whose details are hidden.
      expect(text.body).not.toMatch(/прежде всего — Скрытая|mainly Скрытая/);
    }
    return texts;
  },
};

/** Endpoints that show nobody's hidden details, with the reason. */
const showsNoPerson: Record<string, string> = {
  getHealth: 'the server only',
  reportClientError: 'takes a report, answers nothing',
  getDevOutbox: 'mail of this machine, for its developer only',
  setDevOwnerAccess: 'answers nothing; for the developer of this machine only',
  listUndeliveredMail: 'administrators, who see every detail by their role',
  estimatorLogin: 'sign-in', estimatorLoginLink: 'sign-in', estimatorLogout: 'sign-out', estimatorMagicLogin: 'sign-in',
  ownerLogin: 'sign-in', ownerLoginLink: 'sign-in', ownerLogout: 'sign-out', ownerMagicLogin: 'sign-in',
  getCaptcha: 'a challenge', ownerSignup: 'sign-up', ownerLoveSignup: 'sign-up', ownerForgotPassword: 'a mail', ownerVerificationLink: 'a mail',
  ownerContact: 'a message to the team', ownerJoinRequest: 'a message to the team',
  administratorLogin: 'sign-in', administratorLogout: 'sign-out', getAdministratorSelf: 'the administrator',
  createEstimator: 'estimators, not profiles', deleteEstimator: 'estimators, not profiles', listEstimators: 'estimators, not profiles',
  sendLoginLink: 'a mail',
  getOwnerSelf: 'the owner themself', updateOwnerSelf: 'the owner themself', deleteOwnerSelf: 'the owner themself',
  getEstimatorSelf: 'the estimator themself', updateEstimatorSelf: 'the estimator themself',
  // Estimators read the answers of the profiles assigned to them by their role; never contacts or the birth
  // date, and the last name only where the owner did not hide it (decision 71).
  listEstimatorProfiles: 'estimators, by their role', getEstimatorProfile: 'estimators, by their role',
  rateEstimatorProfile: 'estimators, by their role', rateEstimatorProfilePrecise: 'estimators, by their role',
  saveEstimatorNote: 'estimators, by their role', skipEstimatorProfile: 'estimators, by their role',
  requestEstimatorBatch: 'answers a count',
  // Administrators see every detail by their role (decision 72).
  listAdminOwners: 'administrators, by their role', updateAdminOwner: 'administrators, by their role',
  deleteAdminOwner: 'administrators, by their role', deleteAdminOwners: 'administrators, by their role',
  getAdminEstimator: 'estimators, not profiles', updateAdminEstimator: 'estimators, not profiles',
  listAdminProfiles: 'administrators, by their role', getAdminProfile: 'administrators, by their role',
  updateAdminProfile: 'administrators, by their role', deleteAdminProfile: 'administrators, by their role',
  deleteAdminProfiles: 'administrators, by their role', setFinalScore: 'administrators, by their role',
  deleteFinalScore: 'administrators, by their role', setFinalScorePrecise: 'administrators, by their role',
  deleteFinalScorePrecise: 'administrators, by their role', listProfileFilterOwners: 'administrators, by their role',
  listAuditLog: 'administrators, by their role',
  // The prediction models are administrators', who see every detail by their role (decision 73).
  listNeuronetModels: 'models, not profiles', getNeuronetModel: 'models, not profiles', trainNeuronetModel: 'models, not profiles',
  uploadNeuronetModel: 'models, not profiles', publishNeuronetModel: 'models, not profiles',
  predictNeuronetProfile: 'administrators, who see every detail by their role',
  listNeuronetProfiles: 'administrators, who see every detail by their role',
  getOwnerData: 'the owner\u2019s own settings', saveOwnerData: 'the owner\u2019s own settings',
  createQuestionnaire: 'questionnaire definitions', deleteQuestionnaire: 'questionnaire definitions', getQuestionnaire: 'questionnaire definitions',
  listQuestionnaires: 'questionnaire definitions', updateQuestionnaire: 'questionnaire definitions',
  getOwnerQuestionnaire: 'questionnaire definitions', getOwnerQuestionnaireUnsecure: 'questionnaire definitions',
  createProfile: 'a new profile of the caller', createLoveProfile: 'a new profile of the caller', createShortProfile: 'a new profile of the caller',
  createProfileUnsecure: 'a new profile of the caller',
  getPermalinkProfile: 'the person filling in their own profile', savePermalinkProfile: 'the person filling in their own profile',
  getPermalinkGrade: 'the person filling in their own profile', getPermalinkUpgrade: 'the person filling in their own profile',
  getPermalinkUpgradeShort: 'the person filling in their own profile', savePermalinkUpgrade: 'the person filling in their own profile',
  deleteScenes: 'answers a count', deleteAllScenes: 'answers a count',
  // Billing answers plans, cards, invoices and payment states: no person's profile.
  listPrice: 'plans and prices', listPaymentMethods: 'the owner\u2019s own cards', attachPaymentMethod: 'the owner\u2019s own cards',
  setDefaultPaymentMethod: 'the owner\u2019s own cards', detachPaymentMethod: 'the owner\u2019s own cards',
  createSimulatorPaymentMethod: 'a card id', confirmSimulatorPayment: 'a payment status',
  updateSubscription: 'the owner\u2019s own plan', updateSubscriptionUnsecure: 'the owner\u2019s own plan',
  cancelSubscription: 'the owner\u2019s own plan', resumeSubscription: 'the owner\u2019s own plan', syncAccessRules: 'the owner\u2019s own plan',
  payInvoice: 'the owner\u2019s own plan', listAllInvoices: 'the owner\u2019s own invoices',
  checkPaymentPair: 'a payment status', createPaymentIntent: 'a payment status',
  checkAnonymousPaymentPair: 'a payment status', createAnonymousPaymentIntent: 'a payment status', stripeWebhook: 'answers received',
  // The partner test keeps two people's own answers under a key, apart from any owner's profiles.
  saveFlameData: 'a partner test, not a profile', getFlameData: 'a partner test, not a profile', deleteFlameData: 'answers nothing',
  saveFlame: 'a partly hidden address', shareFlame: 'a shared link', revokeFlameShare: 'answers nothing',
  getSharedResult: 'a partner test’s first names and score', writeAnonymousResultText: 'a partner test’s text',
};

describe('hidden details never reach a viewer without the right', () => {
  let world: World;
  beforeAll(async () => {
    const ctx = await buildTestApp({ runLimits: { inFlight: 100, perWindow: 1000 } });
    const a = await createOwner(ctx, { status: 'verified', needVerify: false });
    const b = await createOwner(ctx, { status: 'verified', needVerify: false });
    await openScenes(ctx, [a.id, b.id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowCompareTeams: true, allowMonitor: true });
    const hiddenProfile = await insertTestProfile(ctx, a.id, {
      filled: true,
      firstName: 'Скрытая',
      lastName: hidden.lastName,
      email: hidden.email,
      phone: hidden.phone,
      birthDate: hidden.birthDate,
      hideDetails: true,
      answers: { neuron_secret_note: { value: hidden.answer } },
    });
    const sharelink = (await ensureSharelink(ctx.database.db, hiddenProfile.id, newLinkToken()))!;
    const bToken = await signIn(ctx, 'owner', b.id);
    const bHeaders = bearer(bToken);
    const realtime = await connectRealtime(ctx, bToken);
    const attached = await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles/attach/${sharelink}`, headers: bHeaders });
    expect(attached.statusCode, attached.body).toBeLessThan(300);
    const own = [
      await insertTestProfile(ctx, b.id, { filled: true, firstName: 'Вера', lastName: 'Открытова' }),
      await insertTestProfile(ctx, b.id, { filled: true, firstName: 'Глеб', lastName: 'Видимов' }),
    ];
    const base = { ctx, a: { id: a.id, headers: bearer(await signIn(ctx, 'owner', a.id)) }, b: { id: b.id, token: bToken, headers: bHeaders }, hiddenId: hiddenProfile.id, sharelink, ownIds: own.map((p) => p.id), realtime };
    const team = await as(base as unknown as World, 'POST', `${sceneApi}/scene`, { title: 'Команда', lifespan: 'new', startDate: '2026-12-01', actors: [hiddenProfile.id, ...base.ownIds].map((profileId) => ({ profileId })) });
    const pair = await as(base as unknown as World, 'POST', `${sceneApi}/p2p`, { actors: [hiddenProfile.id, base.ownIds[0]] });
    expect([team.statusCode, pair.statusCode]).toEqual([201, 201]);
    world = { ...base, team: team.json(), pair: pair.json() };
  }, 60_000);
  afterAll(async () => {
    world?.realtime.socket.terminate();
    await world?.ctx.close();
  });

  const found = (text: string) => Object.entries(hidden).filter(([, value]) => text.includes(value)).map(([name]) => name);

  it('places every endpoint of the contract: called here, or showing no one\u2019s hidden details', () => {
    const placed = [...Object.keys(shows), ...Object.keys(showsNoPerson)].sort();
    expect(placed).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(shows))('%s shows the viewer nothing hidden', async (name) => {
    const answers = await shows[name]!(world);
    for (const answer of answers) {
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      expect(found(answer.body), `${name} answered ${answer.statusCode}`).toEqual([]);
    }
  });

  it('no realtime message the viewer heard, the greeting and the history included, holds anything hidden', async () => {
    const again = await connectRealtime(world.ctx, world.b.token);
    const history = await again.next('syncHistory');
    again.socket.terminate();
    expect((history.payload as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(found(JSON.stringify([...world.realtime.received, ...again.received]))).toEqual([]);
  });
});
