import { insertReadyModel, validModelFile } from '../helpers/neuronet';
import type { MatrixRow } from '../helpers/matrix';
import { insertTestProfile } from '../helpers/profiles';

/** Rows of the authorisation matrix for the neuronet endpoints: administrators only. */
export const neuronetRows = {
  listNeuronetModels: { request: () => ({ query: { limit: 5 } }) },
  getNeuronetModel: { request: async (_world, ctx) => ({ params: { id: await insertReadyModel(ctx) } }) },
  trainNeuronetModel: { request: () => ({ body: { dataSource: 'synthetic', seed: 3, size: 50 } }) },
  uploadNeuronetModel: { request: () => ({ body: validModelFile() }) },
  publishNeuronetModel: { request: async (_world, ctx) => ({ params: { id: await insertReadyModel(ctx) } }) },
  predictNeuronetProfile: {
    request: async (world, ctx) => {
      const profile = await insertTestProfile(ctx, world.ownerA.id, { filled: true });
      return { params: { id: profile.id }, body: { modelId: await insertReadyModel(ctx) } };
    },
  },
  listNeuronetProfiles: { request: () => ({ query: { limit: 5 } }) },
} satisfies Record<string, MatrixRow>;
