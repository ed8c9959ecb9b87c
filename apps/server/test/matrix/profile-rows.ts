import { newLinkToken } from '../../src/modules/profiles/link-token';
import { saveOwnerDataRow } from '../../src/modules/profiles/owner-data-repository';
import { ensureSharelink, insertAttachment } from '../../src/modules/profiles/profiles-repository';
import { createOwner } from '../helpers/accounts';
import type { TestApp } from '../helpers/build-test-app';
import { verifyOwners, type MatrixRow, type World } from '../helpers/matrix';
import { insertTestProfile } from '../helpers/profiles';

/** A profile of owner A; owner B, for whom it does not exist, gets 404. */
async function profileOfA(world: World, ctx: TestApp, fields: Parameters<typeof insertTestProfile>[2] = {}) {
  return insertTestProfile(ctx, world.ownerA.id, fields);
}

/** The share link of a filled profile of a third owner, which both owners of the world may add to their lists. */
async function sharedByThirdOwner(ctx: TestApp): Promise<string> {
  const third = await createOwner(ctx);
  const profile = await insertTestProfile(ctx, third.id, { filled: true });
  return (await ensureSharelink(ctx.database.db, profile.id, newLinkToken()))!;
}

const ofA = { expect: { ownerB: 404 } };
const fields = { firstName: 'Мария', lastName: 'Иванова', position: 'QA' };

/** Rows of the authorisation matrix for the owner's profile endpoints. */
export const profileRows = {
  listProfiles: {},
  createProfile: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { body: fields };
    },
  },
  createLoveProfile: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { body: { firstName: 'Мария', couple: true } };
    },
  },
  createShortProfile: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { body: fields };
    },
  },
  createProfileUnsecure: { request: () => ({ body: fields }) },
  getProfile: { ...ofA, request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx)).id } }) },
  updateProfile: {
    ...ofA,
    request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx)).id }, body: { position: 'Lead' } }),
  },
  deleteProfile: { ...ofA, request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx)).id } }) },
  getProfileMain: { ...ofA, request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx)).id } }) },
  getProfileShareLink: {
    ...ofA,
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { params: { id: (await profileOfA(world, ctx)).id } };
    },
  },
  getProfileReferralId: {
    ...ofA,
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { params: { id: (await profileOfA(world, ctx)).id } };
    },
  },
  attachProfile: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { params: { id: await sharedByThirdOwner(ctx) } };
    },
  },
  detachProfile: {
    ...ofA,
    request: async (world, ctx) => {
      const third = await createOwner(ctx);
      const profile = await insertTestProfile(ctx, third.id, { filled: true });
      await insertAttachment(ctx.database.db, world.ownerA.id, profile.id, new Date());
      return { params: { id: profile.id } };
    },
  },
  checkAttachProfile: { request: async (_world, ctx) => ({ params: { id: await sharedByThirdOwner(ctx) } }) },
  checkAttachExistProfile: { request: async (_world, ctx) => ({ params: { id: await sharedByThirdOwner(ctx) } }) },
  checkUpendProfile: { ...ofA, request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx, { filled: true })).id } }) },
  upendProfile: { ...ofA, request: async (world, ctx) => ({ params: { id: (await profileOfA(world, ctx, { filled: true })).id } }) },
  getOwnerData: {
    ...ofA,
    request: async (world, ctx) => {
      await saveOwnerDataRow(ctx.database.db, { ownerId: world.ownerA.id, key: 'tutorial', json: '{"step":1}', updatedAt: new Date() });
      return { params: { key: 'tutorial' } };
    },
  },
  saveOwnerData: { request: () => ({ body: { key: 'tutorial', data: { step: 2 } } }) },
} satisfies Record<string, MatrixRow>;
