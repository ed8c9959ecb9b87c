import { randomUUID } from 'node:crypto';
import { insertRun } from '../../src/modules/scenes/runs-repository';
import type { TestApp } from '../helpers/build-test-app';
import type { MatrixRow, World } from '../helpers/matrix';
import { filledProfiles, insertTestTeam, openScenes } from '../helpers/scenes';

const open = (world: World, ctx: TestApp) =>
  openScenes(ctx, [world.ownerA.id, world.ownerB.id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowMonitor: true });

/** Rows of the authorisation matrix for the assembler, the advisor and the monitor. */
export const analysisRows = {
  // Owner B may not put owner A's profiles in a pool: the field is refused.
  startAssembly: {
    expect: { ownerB: 400 },
    request: async (world, ctx) => {
      await open(world, ctx);
      const pool = await filledProfiles(ctx, world.ownerA.id, 2);
      return { body: { profileIds: pool.map((profile) => profile.id), size: 2, orientation: 'growth' } };
    },
  },
  startAdvice: {
    expect: { ownerB: 404 },
    request: async (world, ctx) => {
      await open(world, ctx);
      return { params: { id: (await insertTestTeam(ctx, world.ownerA.id)).id }, body: { day: 0 } };
    },
  },
  // Owner B has no team to monitor.
  startMonitor: {
    expect: { ownerB: 400 },
    request: async (world, ctx) => {
      await open(world, ctx);
      await insertTestTeam(ctx, world.ownerA.id);
      return { body: {} };
    },
  },
  getAnalysis: {
    expect: { ownerB: 404 },
    request: async (world, ctx) => {
      const ruid = randomUUID();
      const at = new Date('2026-03-01T10:00:00.000Z');
      await insertRun(ctx.database.db, { ruid, ownerId: world.ownerA.id, kind: 'monitor', sceneId: null, status: 'queued', createdAt: at, updatedAt: at });
      return { params: { ruid } };
    },
  },
} satisfies Record<string, MatrixRow>;
