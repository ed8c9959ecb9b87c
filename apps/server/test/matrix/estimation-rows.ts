import { randomUUID } from 'node:crypto';
import { estimatorAssignments } from '../../src/db/schema';
import { insertEstimator } from '../../src/modules/estimator/estimators-repository';
import type { TestApp } from '../helpers/build-test-app';
import type { MatrixRequest, MatrixRow, World } from '../helpers/matrix';
import { insertTestProfile } from '../helpers/profiles';

const at = new Date('2026-02-10T10:00:00.000Z');

/**
 * A filled profile of owner A assigned to another estimator than the world's: the world's estimator, of
 * the right kind, gets 404 for it, as for any profile not assigned to them (decision 71).
 */
async function profileOfAnotherEstimator(world: World, ctx: TestApp, rest: Omit<MatrixRequest, 'params'> = {}): Promise<MatrixRequest> {
  const profile = await insertTestProfile(ctx, world.ownerA.id, { filled: true });
  const other = await insertEstimator(ctx.database.db, { id: randomUUID(), email: `other-${randomUUID()}@example.com`, fullName: 'Other', createdAt: at });
  await ctx.database.db.insert(estimatorAssignments).values({ estimatorId: other.id, profileId: profile.id, batch: 1, assignedAt: at, updatedAt: at });
  return { params: { id: profile.id }, ...rest };
}

const othersOnly: MatrixRow['expect'] = { estimator: 404 };

/** Rows of the authorisation matrix for the estimation endpoints. */
export const estimationRows = {
  listEstimatorProfiles: { request: () => ({ query: { filter: 'all' } }) },
  requestEstimatorBatch: {},
  getEstimatorProfile: { expect: othersOnly, request: (world, ctx) => profileOfAnotherEstimator(world, ctx) },
  rateEstimatorProfile: { expect: othersOnly, request: (world, ctx) => profileOfAnotherEstimator(world, ctx, { body: { score: 50 } }) },
  rateEstimatorProfilePrecise: { expect: othersOnly, request: (world, ctx) => profileOfAnotherEstimator(world, ctx, { body: { score: 50.5 } }) },
  saveEstimatorNote: { expect: othersOnly, request: (world, ctx) => profileOfAnotherEstimator(world, ctx, { body: { content: 'note' } }) },
  skipEstimatorProfile: { expect: othersOnly, request: (world, ctx) => profileOfAnotherEstimator(world, ctx, { body: { skipStatus: 'normal' } }) },
} satisfies Record<string, MatrixRow>;
