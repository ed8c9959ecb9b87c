import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { filledProfiles, insertTestTeam, openScenes, sceneApi, snapshotLinkOf } from '../../../test/helpers/scenes';
import { createTestClock } from '../../../test/helpers/test-clock';

type Headers = Record<string, string>;

/** Love questionnaire answers two people share: the same weekends, interests, way of meeting people and of meeting difficulties. */
const sharedLoveAnswers = {
  meeting_people: { value: 'friends' },
  shared_interests: { value: 4 },
  work_life_balance: { value: 'balanced' },
  weekends: { value: 'active' },
  distance: { value: 'short_term' },
  attraction: { value: ['kindness', 'humour'] },
  difficulties: { value: 'talk' },
  second_chance: { value: 'yes' },
};

describe('pairs, comparisons and the dashboard history', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-11-22T09:00:00.000Z');
  beforeAll(async () => {
    // The history test starts 16 runs without waiting for them: more in flight than an owner may have.
    ctx = await buildTestApp({ clock, runLimits: { inFlight: 20 } });
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function owner(rules?: Parameters<typeof openScenes>[2]) {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id], rules);
    return signedIn;
  }

  it('makes a pair of two filled profiles, starting on the first of the month, and edits and deletes it', async () => {
    const { owner: me, headers } = await owner();
    const [a, b, c] = await filledProfiles(ctx, me.id, 3);
    const created = await call('POST', `${sceneApi}/p2p`, headers, { actors: [a!.id, b!.id] });
    expect(created.statusCode).toBe(201);
    const pair = created.json();
    expect(pair).toMatchObject({ kind: 'pair', title: 'Участник 1 Петров & Участник 2 Петров', startDate: '2026-11-01', sourceSceneId: null });
    expect(pair.actors.map((actor: { id: string }) => actor.id)).toEqual([a!.id, b!.id]);
    const moved = (await call('PATCH', `${sceneApi}/p2p/${pair._id}`, headers, { version: pair.version, startDay: '2027-01-01', actors: [a!.id, c!.id] })).json();
    expect(moved).toMatchObject({ startDate: '2027-01-01' });
    expect(moved.actors.map((actor: { id: string }) => actor.id)).toEqual([a!.id, c!.id]);
    expect((await call('GET', `${sceneApi}/p2p/${pair._id}`, headers)).json()._id).toBe(pair._id);
    expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toEqual([]);
    expect((await call('DELETE', `${sceneApi}/p2p/${pair._id}`, headers)).statusCode).toBe(204);
    expect((await call('GET', `${sceneApi}/p2p/${pair._id}`, headers)).json()).toMatchObject({ statusCode: 404, code: 'scene_not_found' });
  });

  it('makes a pair of two actors of a team, starting when the team does', async () => {
    const { owner: me, headers } = await owner();
    const team = await insertTestTeam(ctx, me.id, { count: 3 });
    const [first, second] = team.state.actors.map((actor) => actor.id);
    const pair = (await call('POST', `${sceneApi}/p2p/${team.id}`, headers, { actorIds: [first, second] })).json();
    expect(pair).toMatchObject({ kind: 'pair', startDate: team.state.startDate, sourceSceneId: team.id });
    const [stranger] = await filledProfiles(ctx, me.id, 1);
    const refused = await call('POST', `${sceneApi}/p2p/${team.id}`, headers, { actorIds: [first, stranger!.id] });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'actor_unknown', params: { actorId: stranger!.id } });
  });

  it('runs a pair: the year and its compatibility, with love or friendship on request', async () => {
    const { owner: me, headers, token } = await owner();
    const [a, b] = await filledProfiles(ctx, me.id, 2);
    const pair = (await call('POST', `${sceneApi}/p2p`, headers, { actors: [a!.id, b!.id] })).json();
    const relations = [
      { body: {}, relation: 'WORK' },
      { body: { type: 'love' }, relation: 'LOVE' },
      { body: { type: 'friend' }, relation: 'FRIEND' },
    ] as const;
    for (const { body, relation } of relations) {
      const client = await connectRealtime(ctx, token);
      const rendered = client.next('renderPair');
      const { ruid } = (await call('PUT', `${sceneApi}/p2p/${pair._id}/run`, headers, body)).json();
      const { payload } = await rendered;
      expect(payload).toEqual({ ruid, pairId: pair._id, url: expect.stringMatching(snapshotLinkOf(ruid)) });
      const snapshot = (await call('GET', (payload as { url: string }).url, {})).json();
      expect(snapshot).toMatchObject({ kind: 'pair', ruid, sceneId: pair._id, compatibility: { relation } });
      expect(snapshot.forecast.days).toHaveLength(365);
      // Without Big Five and without answers both are average: every score is exactly 50.
      expect(snapshot.compatibility.work.score).toBe(50);
      expect(snapshot.compatibility.leadFirst.score).toBe(50);
      if (relation === 'WORK') expect(snapshot.compatibility.love).toBeNull();
      else expect(snapshot.compatibility.love).toMatchObject({ score: 50, oneWay: { firstWithSecond: 50, secondWithFirst: 50 } });
      client.socket.terminate();
    }
    const refused = await call('PUT', `${sceneApi}/p2p/${pair._id}/run`, headers, { type: 'enemy' });
    expect(refused.json()).toMatchObject({ statusCode: 400 });
  }, 60_000);

  it('reads both people’s love questionnaires into the love and friendship scores', async () => {
    const { owner: me, headers, token } = await owner();
    const answered = (firstName: string, answers: Record<string, { value: unknown }>) =>
      insertTestProfile(ctx, me.id, { filled: true, kind: 'love', firstName, answers: { ...sharedLoveAnswers, ...answers } });
    const anna = await answered('Анна', { time_together: { value: 'most' }, love_language: { value: 'time' } });
    const boris = await answered('Борис', { time_together: { value: 'some' }, love_language: { value: 'gifts' } });
    const pair = (await call('POST', `${sceneApi}/p2p`, headers, { actors: [anna.id, boris.id] })).json();
    const scores: Record<string, { score: number; precision: number; reasons: { code: string }[] }> = {};
    for (const type of ['love', 'friend'] as const) {
      const client = await connectRealtime(ctx, token);
      const rendered = client.next('renderPair');
      await call('PUT', `${sceneApi}/p2p/${pair._id}/run`, headers, { type });
      const { payload } = await rendered;
      scores[type] = (await call('GET', (payload as { url: string }).url, {})).json().compatibility.love;
      client.socket.terminate();
    }
    // Alike in weekends, interests and ways of meeting people, apart in time together and love language.
    expect(scores.love!.precision).toBeGreaterThan(0);
    expect(scores.love!.score).not.toBe(50);
    expect(scores.love!.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['weekends.alike']));
    // Friendship leaves out what only a couple shares, such as time together and love language.
    expect(scores.friend!.precision).toBeGreaterThan(0);
    expect(scores.friend!.score).not.toBe(scores.love!.score);
    expect(scores.friend!.reasons.map((reason) => reason.code).filter((code) => code.startsWith('loveLanguage') || code.startsWith('timeTogether'))).toEqual([]);
  }, 60_000);

  it('compares teams side by side for owners whose rules allow it', async () => {
    const closed = await owner();
    const teams = [await insertTestTeam(ctx, closed.owner.id), await insertTestTeam(ctx, closed.owner.id)];
    const refused = await call('POST', `${sceneApi}/scenes/compare`, closed.headers, { sceneIds: teams.map((team) => team.id) });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'feature_unavailable', params: { feature: 'compare_teams' } });

    const { owner: me, headers, token } = await owner({ allowTeams: true, allowCompareTeams: true });
    const mine = [await insertTestTeam(ctx, me.id, { count: 2 }), await insertTestTeam(ctx, me.id, { count: 4 })];
    const one = await call('POST', `${sceneApi}/scenes/compare`, headers, { sceneIds: [mine[0]!.id] });
    expect(one.json()).toMatchObject({ code: 'validation', rule: 'sceneMinCompare' });
    const client = await connectRealtime(ctx, token);
    const rendered = client.next('renderCompareTeam');
    const started = await call('POST', `${sceneApi}/scenes/compare`, headers, { sceneIds: mine.map((team) => team.id) });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    const { payload } = await rendered;
    expect(payload).toMatchObject({ ruid, sceneIds: mine.map((team) => team.id) });
    const snapshot = (await call('GET', (payload as { url: string }).url, {})).json();
    expect(snapshot).toMatchObject({ kind: 'compare', sceneId: null });
    expect(snapshot.scenes.map((scene: { sceneId: string }) => scene.sceneId)).toEqual(mine.map((team) => team.id));
    expect(snapshot.scenes[1].dailyPower).toHaveLength(365);
    const url = await call('GET', `${sceneApi}/scene/snapshot/${mine[1]!.id}?ruid=${ruid}`, headers);
    // Any of the compared teams leads to the comparison's forecast.
    expect(url.json()).toMatchObject({ url: expect.stringMatching(snapshotLinkOf(ruid)) });
    expect((await call('GET', url.json().url, {})).json()).toEqual(snapshot);
    client.socket.terminate();
  }, 60_000);

  it('keeps the 15 latest runs in the history, counts pair and team runs, and greets a new connection with both', async () => {
    const { owner: me, headers, token } = await owner();
    const team = await insertTestTeam(ctx, me.id, { count: 2 });
    const [a, b] = await filledProfiles(ctx, me.id, 2);
    const pair = (await call('POST', `${sceneApi}/p2p`, headers, { actors: [a!.id, b!.id] })).json();
    const client = await connectRealtime(ctx, token);
    const sixteenth = client.next('integralStats', (message) => (message.payload as { p2p: number }).p2p === 2);
    for (let i = 0; i < 14; i += 1) {
      clock.advance(1000);
      await call('PUT', `${sceneApi}/scene/${team.id}/run`, headers);
    }
    for (let i = 0; i < 2; i += 1) {
      clock.advance(1000);
      await call('PUT', `${sceneApi}/p2p/${pair._id}/run`, headers, {});
    }
    await sixteenth;
    client.socket.terminate();
    const fresh = await connectRealtime(ctx, token);
    const history = fresh.next('syncHistory');
    const stats = fresh.next('integralStats');
    const items = ((await history).payload as { items: { type: string }[] }).items;
    expect(items).toHaveLength(15);
    expect(items.slice(0, 2).map((item) => item.type)).toEqual(['pair', 'pair']);
    expect((await stats).payload).toEqual({ p2p: 2, team: 14 });
    fresh.socket.terminate();
  }, 120_000);
});
