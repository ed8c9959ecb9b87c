import { limits } from '@teamcast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneStaleData } from '../../platform/housekeeping';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { insertFinishedRun, insertTestTeam, openScenes, sceneApi, snapshotLinkOf } from '../../../test/helpers/scenes';
import { createTestClock, days, minutes } from '../../../test/helpers/test-clock';

describe('addresses of stored forecasts', () => {
  const clock = createTestClock();
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  }, 60_000);
  afterAll(() => ctx.close());

  /** An owner with a team whose run has finished, stored directly. */
  async function finishedRun() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id]);
    const team = await insertTestTeam(ctx, signedIn.owner.id, { count: 2 });
    const ruid = await insertFinishedRun(ctx, signedIn.owner.id, team, clock.now());
    const newLink = async (): Promise<string> => {
      const answer = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers: signedIn.headers });
      expect(answer.statusCode).toBe(200);
      return answer.json().url;
    };
    return { ...signedIn, team, ruid, newLink };
  }

  const read = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves the forecast without a session, and says when the address will stop', async () => {
    const { ruid, team, headers } = await finishedRun();
    const answer = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers });
    expect(answer.json()).toEqual({
      url: expect.stringMatching(snapshotLinkOf(ruid)),
      expiresAt: new Date(clock.now().getTime() + minutes(limits.snapshotLinkMinutes)).toISOString(),
    });
    const forecast = await read(answer.json().url);
    expect(forecast.statusCode).toBe(200);
    expect(forecast.json()).toMatchObject({ kind: 'team', ruid, sceneId: team.id });
    expect(forecast.json().forecast.days).toHaveLength(365);
  });

  it('serves an address a limited number of times, then answers url_count; a new address serves again', async () => {
    const { newLink } = await finishedRun();
    const url = await newLink();
    for (let i = 0; i < limits.snapshotLinkReads; i += 1) expect((await read(url)).statusCode).toBe(200);
    const spent = await read(url);
    expect(spent.statusCode).toBe(410);
    expect(spent.json()).toMatchObject({ code: 'url_count' });
    expect((await read(await newLink())).statusCode).toBe(200);
  });

  it('never serves more than the limit, however many reads arrive at once', async () => {
    const { newLink } = await finishedRun();
    const url = await newLink();
    const answers = await Promise.all(Array.from({ length: limits.snapshotLinkReads + 10 }, () => read(url)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.snapshotLinkReads);
    expect(statuses.filter((status) => status === 410)).toHaveLength(10);
  });

  it('answers url_expired after its minutes, and, once pruned a day later, that nothing is there', async () => {
    const { newLink } = await finishedRun();
    const url = await newLink();
    clock.advance(minutes(limits.snapshotLinkMinutes) - 1000);
    expect((await read(url)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await read(url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'url_expired' });

    await pruneStaleData(ctx.database.db, clock.now());
    expect((await read(url)).json()).toMatchObject({ code: 'url_expired' });
    clock.advance(days(1));
    await pruneStaleData(ctx.database.db, clock.now());
    expect((await read(url)).json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
    expect((await read(await newLink())).statusCode).toBe(200);
  });

  it('serves nothing for a wrong, malformed or missing key, or a key of another run', async () => {
    const first = await finishedRun();
    const second = await finishedRun();
    const url = await first.newLink();
    const key = new URL(url, 'http://teamcast.test').searchParams.get('key')!;
    const path = `${sceneApi}/snapshots/${first.ruid}`;
    const wrongKey = key.startsWith('A') ? `B${key.slice(1)}` : `A${key.slice(1)}`;
    for (const target of [`${path}?key=${wrongKey}`, `${path}?key=short`, `${sceneApi}/snapshots/${second.ruid}?key=${key}`]) {
      expect((await read(target)).json(), target).toMatchObject({ statusCode: 404, code: 'connection_failed' });
    }
    expect((await read(path)).json()).toMatchObject({ statusCode: 400, code: 'validation' });
    // The failed tries did not use up the right key.
    expect((await read(url)).statusCode).toBe(200);
  });

  it('hands out addresses only for its owner\u2019s finished runs', async () => {
    const { team, ruid } = await finishedRun();
    const stranger = await signedInOwner(ctx);
    await openScenes(ctx, [stranger.owner.id]);
    const refused = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers: stranger.headers });
    expect(refused.json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
  });
});
