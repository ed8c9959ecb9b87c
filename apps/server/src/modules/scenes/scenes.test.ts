import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, signedInOwner } from '../../../test/helpers/profiles';
import { filledProfiles, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { sceneEditor } from '../../../test/helpers/scene-edits';
import { owners, profiles } from '../../db/schema';
import { eq } from 'drizzle-orm';

type Headers = Record<string, string>;

describe("the owner's teams", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function openOwner() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id]);
    return signedIn;
  }

  async function team(headers: Headers, ownerId: string, count = 3) {
    const members = await filledProfiles(ctx, ownerId, count);
    const response = await call('POST', `${sceneApi}/scene`, headers, {
      title: 'Разработка',
      lifespan: 'new',
      startDate: '2026-12-01',
      actors: members.map((member) => ({ profileId: member.id })),
    });
    expect(response.statusCode).toBe(201);
    return { scene: response.json(), members };
  }

  describe('access', () => {
    it('is closed until the access rules open it, and to unverified owners', async () => {
      const { owner, headers } = await signedInOwner(ctx);
      const closed = await call('GET', `${sceneApi}/scenes`, headers);
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({ code: 'feature_unavailable', params: { feature: 'teams' } });
      await openScenes(ctx, [owner.id], { allowTeams: true, allowCreateTeams: false, allowScene: false });
      expect((await call('GET', `${sceneApi}/scenes`, headers)).statusCode).toBe(200);
      const members = await filledProfiles(ctx, owner.id, 2);
      const create = await call('POST', `${sceneApi}/scene`, headers, {
        title: 'T',
        lifespan: 'new',
        startDate: '2026-12-01',
        actors: members.map((member) => ({ profileId: member.id })),
      });
      expect(create.json()).toMatchObject({ code: 'feature_unavailable', params: { feature: 'create_teams' } });
      // The scratch scene is the quick team check's: the teams tier opens it, the simulator's is not needed.
      expect((await call('GET', `${sceneApi}/sandbox`, headers)).json()).toEqual({ scene: null });

      const unverified = await signedInOwner(ctx, { verified: false });
      await openScenes(ctx, [unverified.owner.id]);
      await ctx.database.db.update(owners).set({ needVerify: true }).where(eq(owners.id, unverified.owner.id));
      expect((await call('GET', `${sceneApi}/scenes`, unverified.headers)).json()).toMatchObject({ code: 'account_unverified' });
    });
  });

  describe('creating', () => {
    it('makes a team of filled profiles with their display fields, joined on day 0', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id);
      expect(scene).toMatchObject({ kind: 'team', title: 'Разработка', status: 'ok', lifespan: 'new', startDate: '2026-12-01', undo: [] });
      expect(scene.actors.map((actor: { id: string }) => actor.id)).toEqual(members.map((member) => member.id));
      expect(scene.actors[0]).toMatchObject({ firstName: 'Участник 1', events: [{ type: 'join', date: 0 }] });
      expect(scene.groupEvents.map((event: { code: string }) => event.code)).toEqual(['START', 'START', 'START']);
      const listed = (await call('GET', `${sceneApi}/scenes`, headers)).json();
      expect(listed.items).toEqual([expect.objectContaining({ _id: scene._id, title: 'Разработка', actorCount: 3 })]);
    });

    it('refuses fewer than two specialists, a duplicate, an empty profile and someone else\u2019s', async () => {
      const { owner, headers } = await openOwner();
      const [one, two] = await filledProfiles(ctx, owner.id, 2);
      const body = (actors: object[]) => ({ title: 'T', lifespan: 'new', startDate: '2026-12-01', actors });
      const few = await call('POST', `${sceneApi}/scene`, headers, body([{ profileId: one!.id }]));
      expect(few.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'actors', rule: 'sceneMinActors' });
      const twice = await call('POST', `${sceneApi}/scene`, headers, body([{ profileId: one!.id }, { profileId: one!.id }]));
      expect(twice.json()).toMatchObject({ code: 'validation', rule: 'sceneDuplicateActor' });
      const empty = await insertTestProfile(ctx, owner.id);
      const unfilled = await call('POST', `${sceneApi}/scene`, headers, body([{ profileId: one!.id }, { profileId: empty.id }]));
      expect(unfilled.json()).toMatchObject({ statusCode: 400, code: 'actors_ineligible', params: { profileId: empty.id } });
      const other = await signedInOwner(ctx);
      const [foreign] = await filledProfiles(ctx, other.owner.id, 1);
      const missing = await call('POST', `${sceneApi}/scene`, headers, body([{ profileId: two!.id }, { profileId: foreign!.id }]));
      expect(missing.json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
      const badDate = await call('POST', `${sceneApi}/scene`, headers, { ...body([{ profileId: one!.id }, { profileId: two!.id }]), startDate: '2026-02-30' });
      expect(badDate.json()).toMatchObject({ statusCode: 400, code: 'start_date_invalid' });
    });
  });

  it('keeps to the plan\u2019s limit of teams, for new teams and copies', async () => {
    const { owner, headers } = await openOwner();
    await ctx.database.db.update(owners).set({ teamLimit: 1 }).where(eq(owners.id, owner.id));
    const { scene } = await team(headers, owner.id, 2);
    const members = await filledProfiles(ctx, owner.id, 2);
    const second = await call('POST', `${sceneApi}/scene`, headers, {
      title: 'Вторая',
      lifespan: 'new',
      startDate: '2026-12-01',
      actors: members.map((member) => ({ profileId: member.id })),
    });
    expect(second.json()).toMatchObject({ statusCode: 403, code: 'team_limit_reached', params: { limit: 1 } });
    const copy = await call('POST', `${sceneApi}/scene/${scene._id}/copy`, headers, { title: 'Копия', startDay: '2027-01-01' });
    expect(copy.json()).toMatchObject({ code: 'team_limit_reached' });
    await ctx.database.db.update(owners).set({ teamLimit: 2 }).where(eq(owners.id, owner.id));
    expect((await call('POST', `${sceneApi}/scene/${scene._id}/copy`, headers, { title: 'Копия', startDay: '2027-01-01' })).statusCode).toBe(201);
  });

  describe('changing', () => {
    it('applies changes by the rules of team events and answers a refusal with the rule\u2019s code', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id);
      const [a, b, c] = members.map((member) => member.id);
      const patch = sceneEditor(ctx, `${sceneApi}/scene/${scene._id}`, headers, scene.version);
      const lead = await patch({ change: { kind: 'rank', actorId: a, day: 0, level: 1 } });
      expect(lead.statusCode).toBe(200);
      expect(lead.json().undo).toEqual([{ type: 'rank', weight: 3, actorIds: [a], day: 0, level: 1 }]);
      const second = await patch({ change: { kind: 'rank', actorId: b, day: 10, level: 1 } });
      expect(second.json()).toMatchObject({ statusCode: 400, code: 'lead_taken', params: { actorId: a, day: 10 } });
      const early = await patch({ change: { kind: 'dismiss', actorId: c, day: -1 } });
      expect(early.json()).toMatchObject({ code: 'dismiss_before_start' });
      const hours = await patch({ change: { kind: 'interaction', actorIds: [a, b], day: 3, hours: 11, remote: false } });
      expect(hours.json()).toMatchObject({ code: 'validation', rule: 'interactionHours' });
      const dismissed = await patch({ change: { kind: 'dismiss', actorId: c, day: 40 }, title: 'Новое имя' });
      expect(dismissed.json()).toMatchObject({ title: 'Новое имя', undo: [{ type: 'dismiss', actorIds: [c], day: 40 }] });
      const stored = (await call('GET', `${sceneApi}/scene/${scene._id}`, headers)).json();
      expect(stored.actors.find((actor: { id: string }) => actor.id === c).events.map((event: { type: string }) => event.type)).toEqual(['join', 'dismiss']);
    });

    it('undoes the latest change once', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id);
      const patch = sceneEditor(ctx, `${sceneApi}/scene/${scene._id}`, headers, scene.version);
      expect((await patch({ undo: true })).json()).toMatchObject({ code: 'nothing_to_undo' });
      await patch({ change: { kind: 'dismiss', actorId: members[0]!.id, day: 5 } });
      const undone = (await patch({ undo: true })).json();
      expect(undone.undo).toEqual([]);
      expect(undone.actors[0].events).toHaveLength(1);
      expect((await patch({ undo: true })).json()).toMatchObject({ code: 'nothing_to_undo' });
      expect((await patch({ undo: true, title: 'x', change: { kind: 'dismiss', actorId: members[0]!.id, day: 5 } })).statusCode).toBe(400);
    });

    it('adds and takes out actors within the limits', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id, 2);
      const patch = sceneEditor(ctx, `${sceneApi}/scene/${scene._id}`, headers, scene.version);
      expect((await patch({ removeActorId: members[0]!.id })).json()).toMatchObject({ rule: 'sceneMinActors' });
      const [extra] = await filledProfiles(ctx, owner.id, 1);
      const added = (await patch({ addActor: { profileId: extra!.id, joinDay: 30 } })).json();
      expect(added.actors).toHaveLength(3);
      expect(added.undo).toEqual([{ type: 'add', weight: 6, actorIds: [extra!.id], day: 30 }]);
      expect((await patch({ addActor: { profileId: 'no-such-profile' } })).json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
      const removed = (await patch({ removeActorId: members[0]!.id })).json();
      expect(removed.actors.map((actor: { id: string }) => actor.id)).toEqual([members[1]!.id, extra!.id]);
    });
  });

  describe('broken teams, copies and deletion', () => {
    it('shows a team broken while a profile is gone, and fix takes its actor out', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id);
      await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, members[1]!.id));
      const broken = (await call('GET', `${sceneApi}/scene/${scene._id}`, headers)).json();
      expect(broken).toMatchObject({ status: 'broken', missingProfileIds: [members[1]!.id] });
      expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toEqual([expect.objectContaining({ _id: scene._id, status: 'broken' })]);
      expect(broken.actors).toHaveLength(2);
      const fixed = (await call('PATCH', `${sceneApi}/scene/${scene._id}/fix`, headers)).json();
      expect(fixed).toMatchObject({ status: 'ok', missingProfileIds: [] });
      expect(fixed.undo).toEqual([{ type: 'remove', weight: 7, actorIds: [members[1]!.id], day: null }]);
    });

    it('copies the team as it is on a day, with its ranks and interactions, to a new start', async () => {
      const { owner, headers } = await openOwner();
      const { scene, members } = await team(headers, owner.id);
      const [a, b, c] = members.map((member) => member.id);
      const patch = sceneEditor(ctx, `${sceneApi}/scene/${scene._id}`, headers, scene.version);
      await patch({ change: { kind: 'rank', actorId: a, day: 0, level: 1 } });
      await patch({ change: { kind: 'interaction', actorIds: [a, b], day: 5, hours: 8, remote: true } });
      await patch({ change: { kind: 'dismiss', actorId: c, day: 50 } });
      const response = await call('POST', `${sceneApi}/scene/${scene._id}/copy`, headers, { title: 'Через год', startDay: '2027-12-01', summonDay: 100 });
      expect(response.statusCode).toBe(201);
      const copy = response.json();
      expect(copy).toMatchObject({ title: 'Через год', startDate: '2027-12-01', undo: [] });
      expect(copy._id).not.toBe(scene._id);
      expect(copy.actors.map((actor: { id: string }) => actor.id)).toEqual([a, b]);
      expect(copy.actors[0].events.map((event: { type: string; date: number }) => `${event.type}@${event.date}`)).toEqual(['join@0', 'l_rank@0']);
      expect(copy.interactions).toEqual([{ actorIds: [a, b].sort(), day: 0, hours: 8, remote: true }]);
    });

    it('deletes some teams or all of them, only the owner\u2019s', async () => {
      const { owner, headers } = await openOwner();
      const first = (await team(headers, owner.id)).scene;
      const second = (await team(headers, owner.id)).scene;
      const other = await openOwner();
      const theirs = (await team(other.headers, other.owner.id)).scene;
      const bulk = await call('DELETE', `${sceneApi}/scene/bulk`, headers, { sceneIds: [first._id, theirs._id] });
      expect(bulk.json()).toEqual({ deleted: 1 });
      expect((await call('GET', `${sceneApi}/scene/${first._id}`, headers)).json()).toMatchObject({ statusCode: 404, code: 'scene_not_found' });
      expect((await call('DELETE', `${sceneApi}/scene/all`, headers)).json()).toEqual({ deleted: 1 });
      expect((await call('GET', `${sceneApi}/scene/${second._id}`, headers)).statusCode).toBe(404);
      expect((await call('GET', `${sceneApi}/scene/${theirs._id}`, other.headers)).statusCode).toBe(200);
    });
  });

  describe('the scratch scene', () => {
    it('is null until started, starts afresh, and is edited like a team', async () => {
      const { owner, headers } = await openOwner();
      expect((await call('GET', `${sceneApi}/sandbox`, headers)).json()).toEqual({ scene: null });
      expect((await call('PATCH', `${sceneApi}/sandbox`, headers, { version: 1, undo: true })).json()).toMatchObject({ code: 'scene_not_found' });
      const members = await filledProfiles(ctx, owner.id, 2);
      const body = { lifespan: '1y', startDate: '2026-12-01', actors: members.map((member) => ({ profileId: member.id })) };
      const first = (await call('POST', `${sceneApi}/sandbox`, headers, body)).json();
      expect(first).toMatchObject({ kind: 'sandbox', lifespan: '1y' });
      expect(first.actors[0].events[0]).toMatchObject({ type: 'join', date: -365 });
      const again = (await call('POST', `${sceneApi}/sandbox`, headers, { ...body, lifespan: 'new' })).json();
      expect(again._id).not.toBe(first._id);
      const changed = (
        await call('PATCH', `${sceneApi}/sandbox`, headers, { version: again.version, change: { kind: 'rank', actorId: members[0]!.id, day: 2, level: 2 } })
      ).json();
      expect(changed.groupEvents.map((event: { code: string }) => event.code)).toContain('M_RANK');
      expect((await call('GET', `${sceneApi}/sandbox`, headers)).json().scene._id).toBe(again._id);
      expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toEqual([]);
    });
  });

  it('lists the profiles a team can take, filled or not', async () => {
    const { owner, headers } = await openOwner();
    const [filled] = await filledProfiles(ctx, owner.id, 1);
    const empty = await insertTestProfile(ctx, owner.id);
    const items = (await call('GET', `${sceneApi}/profiles`, headers)).json().items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: filled!.id, filled: true }),
        expect.objectContaining({ id: empty.id, filled: false }),
      ]),
    );
  });
});
