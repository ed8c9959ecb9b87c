import type { AnalysisView, RealtimeMessage } from '@teamcast/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardHistory, owners, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime, type RealtimeClient } from '../../../test/helpers/realtime';
import { filledProfiles, insertFinishedRun, insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestClock } from '../../../test/helpers/test-clock';

type Headers = Record<string, string>;
type Done = Extract<RealtimeMessage, { type: 'analysisDone' }>['payload'];
type Progress = Extract<RealtimeMessage, { type: 'analysisProgress' }>['payload'];

describe('the assembler, the what-if advisor and the director monitor', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function owner(rules: Parameters<typeof openScenes>[2] = { allowTeams: true, allowCreateTeams: true, allowScene: true, allowMonitor: true }) {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id], rules);
    return { ...signedIn, client: await connectRealtime(ctx, signedIn.token) };
  }

  /** Waits for the run's end over the gateway, then reads it as its owner does. */
  async function finished(client: RealtimeClient, headers: Headers, ruid: string) {
    const done = (await client.next('analysisDone', (message) => (message.payload as Done).ruid === ruid)).payload as Done;
    const read = await call('GET', `${sceneApi}/analyses/${ruid}`, headers);
    expect(read.statusCode).toBe(200);
    const progress = client.received.filter((message) => message.type === 'analysisProgress' && (message.payload as Progress).ruid === ruid).map((message) => (message.payload as Progress).progress);
    return { done, analysis: read.json() as AnalysisView, progress };
  }

  it('proposes teams from a pool of filled profiles, with progress, names, and today as the first day', async () => {
    const { owner: me, headers, client } = await owner();
    const pool = await filledProfiles(ctx, me.id, 5);
    const [lead] = pool;
    const started = await call('POST', `${sceneApi}/assemble`, headers, { profileIds: pool.map((profile) => profile.id), size: 3, orientation: 'growth', leadId: lead!.id });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json() as { ruid: string };
    const { done, analysis, progress } = await finished(client, headers, ruid);
    expect(done).toEqual({ ruid, kind: 'assemble', status: 'done', code: null });
    expect(analysis).toMatchObject({ ruid, kind: 'assemble', status: 'done', progress: 100, sceneId: null, errorCode: null });
    expect(analysis.result?.kind).toBe('assemble');
    if (analysis.result?.kind !== 'assemble') return;
    const { assembly } = analysis.result;
    expect(assembly).toMatchObject({ orientation: 'growth', size: 3, startDate: '2026-03-02' });
    expect(assembly.proposals.length).toBeGreaterThan(0);
    const ids = pool.map((profile) => profile.id);
    for (const proposal of assembly.proposals) {
      expect(proposal.memberIds).toHaveLength(3);
      expect(proposal.memberIds).toContain(lead!.id);
      expect(proposal.memberIds.every((id) => ids.includes(id))).toBe(true);
    }
    const named = new Map(pool.map((profile) => [profile.id, profile.firstName]));
    for (const person of assembly.people) expect(person.name).toContain(named.get(person.id));
    // Progress came from the thread as the search went on, going up only, within 0..100.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((value) => value >= 0 && value <= 100)).toBe(true);
    // An analysis is neither in the dashboard's history nor counted there.
    expect(await ctx.database.db.select().from(dashboardHistory).where(eq(dashboardHistory.ownerId, me.id))).toEqual([]);
    const [row] = await ctx.database.db.select().from(owners).where(eq(owners.id, me.id));
    expect(row).toMatchObject({ teamRuns: 0, p2pRuns: 0 });
    client.socket.terminate();
  }, 60_000);

  it('refuses a pool it cannot take, naming the field, and never 500', async () => {
    const { owner: me, headers, client } = await owner();
    const other = await signedInOwner(ctx);
    const pool = await filledProfiles(ctx, me.id, 3);
    const ids = pool.map((profile) => profile.id);
    const theirs = (await filledProfiles(ctx, other.owner.id, 1))[0]!.id;
    const empty = (await insertTestProfile(ctx, me.id, { firstName: 'Пустой' })).id;
    const assemble = (body: object) => call('POST', `${sceneApi}/assemble`, headers, { size: 2, orientation: 'launch', profileIds: ids, ...body });
    expect((await assemble({ size: 4 })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'size' });
    expect((await assemble({ mustHave: [theirs] })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'mustHave' });
    expect((await assemble({ profileIds: [...ids, theirs] })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'profileIds', params: { profileId: theirs } });
    expect((await assemble({ profileIds: [...ids, empty] })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'profileIds', params: { profileId: empty } });
    expect((await assemble({ profileIds: [...ids, 'a\u0000b'] })).json()).toMatchObject({ statusCode: 400, code: 'validation' });
    expect((await assemble({ profileIds: [...ids, ids[0]] })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'profileIds' });
    const encoded = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/analyses/%E0%A4%A`, headers });
    expect(encoded.json()).toMatchObject({ statusCode: 400 });
    // Nothing was started by any of them.
    expect(client.received.filter((message) => message.type === 'analysisProgress' || message.type === 'analysisDone')).toEqual([]);
    client.socket.terminate();
  });

  it('opens the assembler with team creation only', async () => {
    const { owner: me, headers, client } = await owner({ allowTeams: true, allowCreateTeams: false, allowMonitor: true });
    const pool = await filledProfiles(ctx, me.id, 2);
    const refused = await call('POST', `${sceneApi}/assemble`, headers, { profileIds: pool.map((profile) => profile.id), size: 2, orientation: 'growth' });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'feature_unavailable', params: { feature: 'create_teams' } });
    client.socket.terminate();
  });

  it('advises a team from a day on, with swaps from the pool, on the team’s version', async () => {
    const { owner: me, headers, client } = await owner();
    const team = await insertTestTeam(ctx, me.id, { count: 4 });
    const candidates = await filledProfiles(ctx, me.id, 2);
    const started = await call('POST', `${sceneApi}/scene/${team.id}/advise`, headers, { day: 30, poolProfileIds: candidates.map((profile) => profile.id) });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json() as { ruid: string };
    const { done, analysis } = await finished(client, headers, ruid);
    expect(done.status).toBe('done');
    expect(analysis).toMatchObject({ kind: 'advise', status: 'done', sceneId: team.id });
    if (analysis.result?.kind !== 'advise') throw new Error('no advice');
    const { advice } = analysis.result;
    expect(advice).toMatchObject({ sceneId: team.id, version: team.version });
    expect(['launch', 'growth', 'support']).toContain(advice.orientation);
    expect(advice.items.length).toBeLessThanOrEqual(5);
    for (const item of advice.items) {
      expect(item.change.day).toBeGreaterThanOrEqual(30);
      if (item.change.kind === 'swap') expect(candidates.map((profile) => profile.id)).toContain(item.change.candidateId);
    }
    expect(advice.people.map((person) => person.id)).toEqual(expect.arrayContaining(team.state.actors.map((actor) => actor.id)));
    // Advice is no forecast: the team's forecast address does not serve it.
    const snapshot = await call('GET', `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers);
    expect(snapshot.json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
    client.socket.terminate();
  }, 60_000);

  it('refuses advice on someone else’s team, with a team member or another owner’s profile in the pool', async () => {
    const { owner: me, headers, client } = await owner();
    const other = await owner();
    const team = await insertTestTeam(ctx, me.id, { count: 3 });
    const theirs = (await filledProfiles(ctx, other.owner.id, 1))[0]!.id;
    const advise = (body: object, as = headers) => call('POST', `${sceneApi}/scene/${team.id}/advise`, as, { day: 0, ...body });
    expect((await advise({}, other.headers)).json()).toMatchObject({ statusCode: 404, code: 'scene_not_found' });
    expect((await advise({ poolProfileIds: [team.state.actors[0]!.id] })).json()).toMatchObject({ statusCode: 400, field: 'poolProfileIds' });
    expect((await advise({ poolProfileIds: [theirs] })).json()).toMatchObject({ statusCode: 400, field: 'poolProfileIds', params: { profileId: theirs } });
    client.socket.terminate();
    other.client.socket.terminate();
  });

  it('monitors every team of the owner behind its own rule, and needs at least one', async () => {
    const closed = await owner({ allowTeams: true, allowCreateTeams: true, allowScene: true, allowCompareTeams: true });
    await insertTestTeam(ctx, closed.owner.id);
    expect((await call('POST', `${sceneApi}/monitor`, closed.headers, {})).json()).toMatchObject({ statusCode: 403, code: 'feature_unavailable', params: { feature: 'monitor' } });
    closed.client.socket.terminate();

    const { owner: me, headers, client } = await owner();
    expect((await call('POST', `${sceneApi}/monitor`, headers, {})).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'teams', rule: 'monitor_no_teams' });
    const teams = [await insertTestTeam(ctx, me.id, { count: 3 }), await insertTestTeam(ctx, me.id, { count: 4 })];
    // A team with someone's profile gone is left out until it is fixed.
    const broken = await insertTestTeam(ctx, me.id, { count: 3 });
    await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, broken.state.actors[0]!.id));
    const started = await call('POST', `${sceneApi}/monitor`, headers, { orientation: 'support' });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json() as { ruid: string };
    const { analysis } = await finished(client, headers, ruid);
    if (analysis.result?.kind !== 'monitor') throw new Error(`no monitor: ${analysis.errorCode}`);
    const { monitor } = analysis.result;
    expect(monitor.orientation).toBe('support');
    expect(monitor.teams.map((team) => team.sceneId).sort()).toEqual(teams.map((team) => team.id).sort());
    expect(monitor.leftOut).toEqual([{ sceneId: broken.id, title: broken.title }]);
    expect(monitor.people).toHaveLength(7);
    expect(monitor.people.every((person) => person.name.startsWith('Участник'))).toBe(true);
    client.socket.terminate();
  }, 60_000);

  it('shows a run to its owner only, and only an analysis', async () => {
    const { owner: me, headers, client } = await owner();
    const other = await owner();
    const pool = await filledProfiles(ctx, me.id, 2);
    const { ruid } = (await call('POST', `${sceneApi}/assemble`, headers, { profileIds: pool.map((profile) => profile.id), size: 2, orientation: 'support' })).json() as { ruid: string };
    await finished(client, headers, ruid);
    expect((await call('GET', `${sceneApi}/analyses/${ruid}`, other.headers)).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    const forecast = await insertFinishedRun(ctx, me.id, await insertTestTeam(ctx, me.id));
    expect((await call('GET', `${sceneApi}/analyses/${forecast}`, headers)).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    // The other owner heard nothing of it.
    expect(other.client.received.filter((message) => JSON.stringify(message).includes(ruid))).toEqual([]);
    client.socket.terminate();
    other.client.socket.terminate();
  }, 60_000);

  describe('in the simulator', () => {
    it('applies a swap as one change, which one undo takes back', async () => {
      const { owner: me, headers, client } = await owner();
      const members = await filledProfiles(ctx, me.id, 3);
      const [candidate] = await filledProfiles(ctx, me.id, 1);
      const created = (await call('POST', `${sceneApi}/scene`, headers, { title: 'Команда', lifespan: 'new', startDate: '2026-12-01', actors: members.map((member) => ({ profileId: member.id })) })).json();
      const swap = { kind: 'swap', day: 10, actorId: members[0]!.id, candidateId: candidate!.id };
      const swapped = await call('PATCH', `${sceneApi}/scene/${created._id}`, headers, { version: created.version, advice: swap });
      expect(swapped.statusCode).toBe(200);
      const after = swapped.json();
      expect(after.actors.map((actor: { id: string }) => actor.id)).toContain(candidate!.id);
      expect(after.undo.length).toBeGreaterThan(0);
      expect(after.version).toBe(created.version + 1);

      const undone = (await call('PATCH', `${sceneApi}/scene/${created._id}`, headers, { version: after.version, undo: true })).json();
      expect(undone.actors.map((actor: { id: string }) => actor.id)).toEqual(created.actors.map((actor: { id: string }) => actor.id));
      expect(undone.actors).toEqual(created.actors);

      // A stale version conflicts, a refusal by the rules answers its code, someone else's profile is not found.
      expect((await call('PATCH', `${sceneApi}/scene/${created._id}`, headers, { version: created.version, advice: swap })).statusCode).toBe(409);
      const unknown = await call('PATCH', `${sceneApi}/scene/${created._id}`, headers, { version: undone.version, advice: { kind: 'lead', day: 0, actorId: candidate!.id } });
      expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'actor_unknown' });
      const other = await signedInOwner(ctx);
      const [theirs] = await filledProfiles(ctx, other.owner.id, 1);
      const foreign = await call('PATCH', `${sceneApi}/scene/${created._id}`, headers, { version: undone.version, advice: { ...swap, candidateId: theirs!.id } });
      expect(foreign.statusCode).toBe(404);
      client.socket.terminate();
    });

    it('creates a team with its lead ranked from the first day, with nothing to undo', async () => {
      const { owner: me, headers, client } = await owner();
      const members = await filledProfiles(ctx, me.id, 3);
      const body = { title: 'С лидом', lifespan: 'new', startDate: '2026-12-01', actors: members.map((member) => ({ profileId: member.id })) };
      const created = await call('POST', `${sceneApi}/scene`, headers, { ...body, leadProfileId: members[1]!.id });
      expect(created.statusCode).toBe(201);
      const scene = created.json();
      const lead = scene.actors.find((actor: { id: string }) => actor.id === members[1]!.id);
      expect(lead.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'l_rank', date: 0 })]));
      expect(scene.undo).toEqual([]);
      const outsider = await call('POST', `${sceneApi}/scene`, headers, { ...body, leadProfileId: (await filledProfiles(ctx, me.id, 1))[0]!.id });
      expect(outsider.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'leadProfileId' });
      client.socket.terminate();
    });
  });
});
