import { limits } from '@teamcast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createSnapshotMemory } from './snapshot-memory';

describe('the snapshots kept in memory', () => {
  it('keeps the latest few, each for a while', () => {
    let now = 0;
    const memory = createSnapshotMemory({ capacity: 2, ttlMs: 1000, now: () => now });
    memory.keep('a', '{"a":1}');
    memory.keep('b', '{"b":1}');
    memory.keep('c', '{"c":1}');
    expect([memory.get('a'), memory.get('b'), memory.get('c')]).toEqual([undefined, '{"b":1}', '{"c":1}']);
    now = 1000;
    expect(memory.get('b')).toBeUndefined();
  });
});

describe('a finished forecast served from memory and from the database', () => {
  const snapshots = createSnapshotMemory();
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ snapshots });
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers the same from memory as from the stored run, as after a restart, and counts each read of its address', async () => {
    const { token, headers, owner } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 4 });
    const messages = await connectRealtime(ctx, token);
    const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers })).json();
    const { url } = (await messages.next('renderCheckTeam')).payload as { url: string };
    expect(snapshots.get(ruid)).toBeDefined();

    const fromMemory = await ctx.app.inject({ method: 'GET', url });
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');

    // What a restarted process has: nothing in memory, the stored run only.
    snapshots.clear();
    const fromDatabase = await ctx.app.inject({ method: 'GET', url });
    expect(fromDatabase.statusCode).toBe(200);
    expect(fromDatabase.headers['content-type']).toBe(fromMemory.headers['content-type']);
    expect(fromMemory.json()).toEqual(fromDatabase.json());
    expect(fromMemory.json()).toMatchObject({ kind: 'team', ruid, sceneId: team.id });
    expect(fromMemory.json().forecast.days).toHaveLength(365);

    // The memory serves only through a live address: its reads are counted as before.
    snapshots.keep(ruid, fromMemory.body);
    const reads = [];
    for (let i = 3; i <= limits.snapshotLinkReads; i += 1) reads.push((await ctx.app.inject({ method: 'GET', url })).statusCode);
    expect(new Set(reads)).toEqual(new Set([200]));
    const spent = await ctx.app.inject({ method: 'GET', url });
    expect(spent.json()).toMatchObject({ statusCode: 410, code: 'url_count' });
    expect((await ctx.app.inject({ method: 'GET', url: url.replace(/key=[^&]+/, 'key=' + 'x'.repeat(43)) })).statusCode).toBe(404);
    messages.socket.terminate();
  }, 60_000);
});
