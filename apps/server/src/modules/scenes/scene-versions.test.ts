import { randomUUID } from 'node:crypto';
import { createScene } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, profiles, scenes } from '../../db/schema';
import { MAX_TEAMS_WITHOUT_PLAN_LIMIT } from './scene-access';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { filledProfiles, insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';

type Headers = Record<string, string>;

/** Versions of teams, the scratch scene and pairs; the plan's limit of teams under parallel requests. */
describe('scene versions and the team limit', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function openOwner() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id]);
    return signedIn;
  }

  const eventsOf = (scene: { actors: { id: string; events: { type: string }[] }[] }, id: string | undefined) =>
    scene.actors.find((actor) => actor.id === id)?.events.map((event) => event.type);

  describe('teams', () => {
    it('refuses the second of two edits made on the same version, answering with the first one\u2019s result', async () => {
      const { owner, headers } = await openOwner();
      const team = await insertTestTeam(ctx, owner.id, { count: 3 });
      const [a, b, c] = team.state.actors.map((actor) => actor.id);
      const url = `${sceneApi}/scene/${team.id}`;
      const shown = (await call('GET', url, headers)).json();
      expect(shown.version).toBe(1);

      // Two tabs show version 1; the first dismisses one member, the second makes another the lead.
      const first = await call('PATCH', url, headers, { version: 1, change: { kind: 'dismiss', actorId: c, day: 10 } });
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(2);
      const second = await call('PATCH', url, headers, { version: 1, change: { kind: 'rank', actorId: a, day: 0, level: 1 } });
      expect(second.statusCode).toBe(409);
      const conflict = second.json();
      expect(conflict).toMatchObject({ statusCode: 409, code: 'scene_conflict', current: { _id: team.id, kind: 'team', version: 2 } });
      expect(eventsOf(conflict.current, c)).toEqual(['join', 'dismiss']);
      expect(eventsOf(conflict.current, a)).toEqual(['join']);
      expect(conflict.current).toEqual(first.json());

      // Nothing of the refused edit was stored; made again on the version it was shown, it goes through.
      expect(eventsOf((await call('GET', url, headers)).json(), a)).toEqual(['join']);
      const again = await call('PATCH', url, headers, { version: 2, change: { kind: 'rank', actorId: a, day: 0, level: 1 } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ version: 3 });
      expect(eventsOf(again.json(), a)).toEqual(['join', 'l_rank']);
      expect(eventsOf(again.json(), b)).toEqual(['join']);
    });

    it('refuses a stale edit even when the rules would refuse or ignore it, and an edit without a version', async () => {
      const { owner, headers } = await openOwner();
      const team = await insertTestTeam(ctx, owner.id, { count: 2 });
      const url = `${sceneApi}/scene/${team.id}`;
      expect((await call('PATCH', url, headers, { version: 1, title: 'Новое имя' })).json()).toMatchObject({ title: 'Новое имя', version: 2 });
      const stale = await call('PATCH', url, headers, { version: 1, undo: true });
      expect(stale.json()).toMatchObject({ statusCode: 409, code: 'scene_conflict', current: { title: 'Новое имя', version: 2 } });
      const ahead = await call('PATCH', url, headers, { version: 3, title: 'Из будущего' });
      expect(ahead.json()).toMatchObject({ code: 'scene_conflict', current: { version: 2 } });
      const missing = await call('PATCH', url, headers, { title: 'Без версии' });
      expect(missing.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'version' });
      expect((await call('GET', url, headers)).json()).toMatchObject({ title: 'Новое имя', version: 2 });
    });

    it('lets exactly one of many parallel edits made on one version through', async () => {
      const { owner, headers } = await openOwner();
      const team = await insertTestTeam(ctx, owner.id, { count: 3 });
      const url = `${sceneApi}/scene/${team.id}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call('PATCH', url, headers, { version: 1, title: `Вкладка ${i}` })),
      );
      const stored = answers.filter((answer) => answer.statusCode === 200);
      expect(stored).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
      const final = (await call('GET', url, headers)).json();
      expect(final).toMatchObject({ version: 2, title: stored[0]!.json().title });
    });

    it('stores, bumps and announces nothing for a change the rules ignore', async () => {
      const { owner, headers, token } = await openOwner();
      const team = await insertTestTeam(ctx, owner.id, { count: 3 });
      const [a, b] = team.state.actors.map((actor) => actor.id);
      const url = `${sceneApi}/scene/${team.id}`;
      const lead = (await call('PATCH', url, headers, { version: 1, change: { kind: 'rank', actorId: a, day: 5, level: 1 } })).json();
      expect(lead).toMatchObject({ version: 2, undo: [{ type: 'rank', actorIds: [a], day: 5 }] });

      const otherTab = await connectRealtime(ctx, token);
      // The same lead again on the same day, and the title it already has.
      const same = await call('PATCH', url, headers, { version: 2, change: { kind: 'rank', actorId: a, day: 5, level: 1 } });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toEqual(lead);
      expect((await call('PATCH', url, headers, { version: 2, title: lead.title })).json()).toEqual(lead);

      // The first announcement the other tab hears is the next real change, not the ignored ones.
      const changed = await call('PATCH', url, headers, { version: 2, change: { kind: 'dismiss', actorId: b, day: 20 } });
      expect(changed.json().version).toBe(3);
      const reflected = await otherTab.next('reflectState');
      expect(reflected.payload).toMatchObject({ sceneId: team.id, version: 3 });
      expect(otherTab.received.filter((message) => message.type === 'reflectState')).toHaveLength(1);
      otherTab.socket.terminate();
    });

    it('moves the version on when a broken team is fixed, so an edit made before the fix is stale', async () => {
      const { owner, headers } = await openOwner();
      const team = await insertTestTeam(ctx, owner.id, { count: 3 });
      const gone = team.state.actors[2]!.id;
      await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, gone));
      const fixed = (await call('PATCH', `${sceneApi}/scene/${team.id}/fix`, headers)).json();
      expect(fixed).toMatchObject({ status: 'ok', version: 2 });
      // A fix with nothing left to fix changes nothing.
      expect((await call('PATCH', `${sceneApi}/scene/${team.id}/fix`, headers)).json()).toEqual(fixed);
      const stale = await call('PATCH', `${sceneApi}/scene/${team.id}`, headers, { version: 1, undo: true });
      expect(stale.json()).toMatchObject({ code: 'scene_conflict', current: { version: 2, missingProfileIds: [] } });
    });
  });

  describe('the scratch scene', () => {
    it('refuses a stale edit, also one made on the scratch scene a new start replaced', async () => {
      const { owner, headers } = await openOwner();
      const members = await filledProfiles(ctx, owner.id, 2);
      const [a, b] = members.map((member) => member.id);
      const body = { lifespan: 'new', startDate: '2026-12-01', actors: members.map((member) => ({ profileId: member.id })) };
      const started = (await call('POST', `${sceneApi}/sandbox`, headers, body)).json();
      expect(started.version).toBe(1);

      const first = await call('PATCH', `${sceneApi}/sandbox`, headers, { version: 1, change: { kind: 'rank', actorId: a, day: 2, level: 2 } });
      expect(first.json()).toMatchObject({ kind: 'sandbox', version: 2 });
      const second = await call('PATCH', `${sceneApi}/sandbox`, headers, { version: 1, change: { kind: 'dismiss', actorId: b, day: 9 } });
      expect(second.json()).toMatchObject({ statusCode: 409, code: 'scene_conflict', current: { kind: 'sandbox', version: 2 } });
      expect(eventsOf(second.json().current, a)).toEqual(['join', 'm_rank']);
      expect(eventsOf(second.json().current, b)).toEqual(['join']);

      // Starting afresh goes on counting, so a tab still showing the replaced scene cannot edit the new one.
      const restarted = (await call('POST', `${sceneApi}/sandbox`, headers, body)).json();
      expect(restarted.version).toBe(3);
      const old = await call('PATCH', `${sceneApi}/sandbox`, headers, { version: 2, change: { kind: 'dismiss', actorId: b, day: 9 } });
      expect(old.json()).toMatchObject({ code: 'scene_conflict', current: { _id: restarted._id, version: 3 } });
      expect((await call('PATCH', `${sceneApi}/sandbox`, headers, { version: 3, change: { kind: 'dismiss', actorId: b, day: 9 } })).json()).toMatchObject({
        version: 4,
      });
    });
  });

  describe('pairs', () => {
    it('refuses the second of two edits made on the same version, answering with the pair as it is', async () => {
      const { owner, headers } = await openOwner();
      const [a, b, c, d] = await filledProfiles(ctx, owner.id, 4);
      const pair = (await call('POST', `${sceneApi}/p2p`, headers, { actors: [a!.id, b!.id], startDay: '2026-12-01' })).json();
      expect(pair.version).toBe(1);
      const url = `${sceneApi}/p2p/${pair._id}`;
      const first = await call('PATCH', url, headers, { version: 1, startDay: '2027-01-01' });
      expect(first.json()).toMatchObject({ startDate: '2027-01-01', version: 2 });
      const second = await call('PATCH', url, headers, { version: 1, actors: [c!.id, d!.id] });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'scene_conflict',
        current: { _id: pair._id, kind: 'pair', startDate: '2027-01-01', version: 2, sourceSceneId: null },
      });
      expect(second.json().current.actors.map((actor: { id: string }) => actor.id)).toEqual([a!.id, b!.id]);
      const again = await call('PATCH', url, headers, { version: 2, actors: [c!.id, d!.id] });
      expect(again.json()).toMatchObject({ startDate: '2027-01-01', version: 3 });
      // Only a version: nothing to change, nothing stored.
      expect((await call('PATCH', url, headers, { version: 3 })).json()).toEqual(again.json());
    });
  });

  describe('the limit of teams', () => {
    const newTeam = (members: readonly { id: string }[], title: string) => ({
      title,
      lifespan: 'new',
      startDate: '2026-12-01',
      actors: members.map((member) => ({ profileId: member.id })),
    });

    it('holds for parallel creations: exactly as many as the plan allows', async () => {
      const { owner, headers } = await openOwner();
      await ctx.database.db.update(owners).set({ teamLimit: 3 }).where(eq(owners.id, owner.id));
      const members = await filledProfiles(ctx, owner.id, 2);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('POST', `${sceneApi}/scene`, headers, newTeam(members, `Команда ${i}`))));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused).toHaveLength(7);
      for (const answer of refused) expect(answer.json()).toMatchObject({ statusCode: 403, code: 'team_limit_reached', params: { limit: 3 } });
      expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toHaveLength(3);
    });

    it('holds for parallel copies', async () => {
      const { owner, headers } = await openOwner();
      await ctx.database.db.update(owners).set({ teamLimit: 2 }).where(eq(owners.id, owner.id));
      const team = await insertTestTeam(ctx, owner.id, { count: 2 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => call('POST', `${sceneApi}/scene/${team.id}/copy`, headers, { title: `Копия ${i}`, startDay: '2027-01-01' })),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.json().code === 'team_limit_reached')).toHaveLength(5);
      expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toHaveLength(2);
    });

    it('caps the teams of an owner whose plan sets no limit', async () => {
      const { owner, headers } = await openOwner();
      const members = await filledProfiles(ctx, owner.id, 2);
      const state = createScene({ actors: members.map((member) => ({ id: member.id })), lifespan: 'new', startDate: '2026-12-01', seed: 1 });
      const now = new Date('2026-03-01T10:00:00.000Z');
      const row = () => ({ id: randomUUID(), ownerId: owner.id, kind: 'team' as const, title: 'Команда', state, createdAt: now, updatedAt: now });
      await ctx.database.db.insert(scenes).values(Array.from({ length: MAX_TEAMS_WITHOUT_PLAN_LIMIT - 1 }, row));

      const last = await call('POST', `${sceneApi}/scene`, headers, newTeam(members, 'Сотая'));
      expect(last.statusCode).toBe(201);
      const over = await call('POST', `${sceneApi}/scene`, headers, newTeam(members, 'Сто первая'));
      expect(over.json()).toEqual(expect.objectContaining({ statusCode: 403, code: 'team_limit_reached', params: { limit: MAX_TEAMS_WITHOUT_PLAN_LIMIT } }));
      const copy = await call('POST', `${sceneApi}/scene/${last.json()._id}/copy`, headers, { title: 'Копия', startDay: '2027-01-01' });
      expect(copy.json()).toMatchObject({ code: 'team_limit_reached', params: { limit: MAX_TEAMS_WITHOUT_PLAN_LIMIT } });
      // A plan's own limit counts instead, even above the cap.
      await ctx.database.db.update(owners).set({ teamLimit: MAX_TEAMS_WITHOUT_PLAN_LIMIT + 1 }).where(eq(owners.id, owner.id));
      expect((await call('POST', `${sceneApi}/scene`, headers, newTeam(members, 'Сто первая'))).statusCode).toBe(201);
    });
  });
});
