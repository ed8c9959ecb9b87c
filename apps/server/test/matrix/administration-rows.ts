import type { TestApp } from '../helpers/build-test-app';
import type { MatrixRow, World } from '../helpers/matrix';
import { insertTestProfile } from '../helpers/profiles';

/** A filled profile of owner A, by its id. */
async function profileOfA(world: World, ctx: TestApp) {
  const profile = await insertTestProfile(ctx, world.ownerA.id, { filled: true });
  return { params: { id: profile.id } };
}

/** Rows of the authorisation matrix for the administration endpoints. */
export const administrationRows = {
  listAdminOwners: { request: () => ({ query: { search: 'matrix', limit: 5 } }) },
  updateAdminOwner: { request: (world) => ({ params: { id: world.ownerA.id }, body: { status: 'verified' } }) },
  deleteAdminOwner: { request: (world) => ({ params: { id: world.ownerB.id } }) },
  deleteAdminOwners: { request: (world) => ({ body: { ids: [world.ownerB.id] } }) },
  getAdminEstimator: { request: (world) => ({ params: { id: world.estimator.id } }) },
  updateAdminEstimator: { request: (world) => ({ params: { id: world.estimator.id }, body: { information: 'Matrix' } }) },
  listAdminProfiles: { request: (world) => ({ query: { ownerId: world.ownerA.id, filter: 'all' } }) },
  getAdminProfile: { request: profileOfA },
  updateAdminProfile: { request: async (world, ctx) => ({ ...(await profileOfA(world, ctx)), body: { skipStatus: 'normal' } }) },
  deleteAdminProfile: { request: profileOfA },
  deleteAdminProfiles: { request: async (world, ctx) => ({ body: { ids: [(await profileOfA(world, ctx)).params.id] } }) },
  setFinalScore: { request: async (world, ctx) => ({ ...(await profileOfA(world, ctx)), body: { score: 55 } }) },
  deleteFinalScore: { request: profileOfA },
  setFinalScorePrecise: { request: async (world, ctx) => ({ ...(await profileOfA(world, ctx)), body: { scorePrecise: 55.5 } }) },
  deleteFinalScorePrecise: { request: profileOfA },
  listProfileFilterOwners: { request: () => ({ query: { search: 'example' } }) },
  listAuditLog: { request: () => ({ query: { action: 'owner.update' } }) },
} satisfies Record<string, MatrixRow>;
