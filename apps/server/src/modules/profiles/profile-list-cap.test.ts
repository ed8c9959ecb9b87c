import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { defaultProfileLimits } from './profile-limits';
import { createProfileService } from './profile-service';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { attachFixtures, storeFixtures } from '../../../test/helpers/profile-list';
import { signedInOwner } from '../../../test/helpers/profiles';
import { createTestClock } from '../../../test/helpers/test-clock';
import { testDatabaseKind } from '../../../test/helpers/test-database';

describe(`the most profiles one owner may have (${testDatabaseKind})`, () => {
  let ctx: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  // The real cap is 20,000; a small one stands in for it. Creating reads only the database and the clock.
  const serviceWithCap = (maxProfilesPerOwner: number) =>
    createProfileService({ db: ctx.database.db, clock } satisfies Pick<ModuleDeps, 'db' | 'clock'> as unknown as ModuleDeps, { maxProfilesPerOwner });
  const sessionOf = (ownerId: string): Session<'owner'> => ({ id: randomUUID(), kind: 'owner', accountId: ownerId, linkPurpose: null, createdAt: clock.now() });
  const refused = { statusCode: 403, code: 'profile_limit_reached', params: { limit: 3 } };

  async function liveProfilesOf(ownerId: string): Promise<number> {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.ownerId, ownerId), inArray(profiles.state, ['ack_q', 'answered', 'ack_a'])));
    return row?.n ?? 0;
  }

  it('is far above what the list is measured with', () => {
    expect(defaultProfileLimits.maxProfilesPerOwner).toBe(20_000);
  });

  it('refuses a profile past the cap in every way of creating one, counting only the owner\u2019s own live profiles', async () => {
    const { owner } = await signedInOwner(ctx);
    const other = await signedInOwner(ctx);
    await storeFixtures(ctx, owner.id, [{ firstName: 'Анна' }, { firstName: 'Борис', state: 'ack_a' }, { firstName: 'Удалённая', state: 'deleted' }]);
    await attachFixtures(ctx, owner.id, await storeFixtures(ctx, other.owner.id, [{ firstName: 'Чужая', state: 'ack_a' }]));
    const service = serviceWithCap(3);
    const session = sessionOf(owner.id);

    await expect(service.create(session, { firstName: 'Вера' })).resolves.toMatchObject({ firstName: 'Вера' });
    await expect(service.create(session, { firstName: 'Глеб' })).rejects.toMatchObject(refused);
    await expect(service.createShort(session, {})).rejects.toMatchObject(refused);
    await expect(service.createLove(session, { couple: true })).rejects.toMatchObject(refused);
    await expect(service.createUnsecure(session, {})).rejects.toMatchObject(refused);
    expect(await liveProfilesOf(owner.id)).toBe(3);

    // A deleted profile makes room again.
    await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(and(eq(profiles.ownerId, owner.id), eq(profiles.firstName, 'Анна')));
    await expect(service.create(session, { firstName: 'Глеб' })).resolves.toMatchObject({ firstName: 'Глеб' });
  });

  it('lets no more than the cap through when one owner\u2019s creations race', async () => {
    const { owner } = await signedInOwner(ctx);
    const service = serviceWithCap(3);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => service.create(sessionOf(owner.id), { firstName: `Участник ${'а'.repeat(i + 1)}` })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) expect(outcome.reason).toMatchObject(refused);
    expect(await liveProfilesOf(owner.id)).toBe(3);
  });

  it('keeps each owner\u2019s cap to that owner', async () => {
    const [first, second] = [await signedInOwner(ctx), await signedInOwner(ctx)];
    const service = serviceWithCap(1);
    await service.create(sessionOf(first.owner.id), { firstName: 'Анна' });
    await expect(service.create(sessionOf(second.owner.id), { firstName: 'Анна' })).resolves.toMatchObject({ ownerId: second.owner.id });
  });
});
