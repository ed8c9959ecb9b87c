import type { TestApp } from '../helpers/build-test-app';
import type { MatrixRow, World } from '../helpers/matrix';
import { filledProfiles, insertFinishedRun, insertTestTeam, openScenes } from '../helpers/scenes';

const open = (world: World, ctx: TestApp) => openScenes(ctx, [world.ownerA.id, world.ownerB.id]);

/** A team of owner A; owner B, for whom it does not exist, gets 404. */
async function teamOfA(world: World, ctx: TestApp) {
  await open(world, ctx);
  return insertTestTeam(ctx, world.ownerA.id);
}

const ofA = { expect: { ownerB: 404 } };

/** Rows of the authorisation matrix for the scene endpoints. */
export const sceneRows = {
  listSceneProfiles: { request: async (world, ctx) => (await open(world, ctx), {}) },
  createTeamScene: {
    ...ofA,
    request: async (world, ctx) => {
      await open(world, ctx);
      const profiles = await filledProfiles(ctx, world.ownerA.id, 2);
      return { body: { title: 'Новая команда', lifespan: 'new', startDate: '2026-12-01', actors: profiles.map((p) => ({ profileId: p.id })) } };
    },
  },
  listScenes: { request: async (world, ctx) => (await open(world, ctx), {}) },
  getScene: { ...ofA, request: async (world, ctx) => ({ params: { id: (await teamOfA(world, ctx)).id } }) },
  updateScene: {
    ...ofA,
    request: async (world, ctx) => {
      const team = await teamOfA(world, ctx);
      return { params: { id: team.id }, body: { version: team.version, title: 'Переименованная' } };
    },
  },
  fixScene: { ...ofA, request: async (world, ctx) => ({ params: { id: (await teamOfA(world, ctx)).id } }) },
  copyScene: {
    ...ofA,
    request: async (world, ctx) => ({ params: { id: (await teamOfA(world, ctx)).id }, body: { title: 'Копия', startDay: '2027-01-01' } }),
  },
  deleteScenes: { request: async (world, ctx) => ({ body: { sceneIds: [(await teamOfA(world, ctx)).id] } }) },
  deleteAllScenes: { request: async (world, ctx) => (await open(world, ctx), {}) },
  getSandbox: { request: async (world, ctx) => (await open(world, ctx), {}) },
  createSandbox: {
    ...ofA,
    request: async (world, ctx) => {
      await open(world, ctx);
      const profiles = await filledProfiles(ctx, world.ownerA.id, 2);
      return { body: { lifespan: 'new', startDate: '2026-12-01', actors: profiles.map((p) => ({ profileId: p.id })) } };
    },
  },
  updateSandbox: {
    ...ofA,
    request: async (world, ctx) => {
      await open(world, ctx);
      const sandbox = await insertTestTeam(ctx, world.ownerA.id, { kind: 'sandbox' });
      return { body: { version: sandbox.version, change: { kind: 'dismiss', actorId: sandbox.state.actors[0]!.id, day: 3 } } };
    },
  },
} satisfies Record<string, MatrixRow>;

/** A finished run of a team of owner A, stored directly with a forecast. */
async function finishedRunOfA(world: World, ctx: TestApp) {
  const team = await teamOfA(world, ctx);
  const ruid = await insertFinishedRun(ctx, world.ownerA.id, team);
  return { ruid, sceneId: team.id };
}

/** A pair of owner A, stored directly. */
async function pairOfA(world: World, ctx: TestApp) {
  await open(world, ctx);
  return insertTestTeam(ctx, world.ownerA.id, { count: 2, kind: 'pair' });
}

/** Rows for pairs. */
export const pairRows = {
  createPair: {
    ...ofA,
    request: async (world, ctx) => {
      await open(world, ctx);
      const [a, b] = await filledProfiles(ctx, world.ownerA.id, 2);
      return { body: { actors: [a!.id, b!.id] } };
    },
  },
  createTeamPair: {
    ...ofA,
    request: async (world, ctx) => {
      const team = await teamOfA(world, ctx);
      return { params: { sceneId: team.id }, body: { actorIds: [team.state.actors[0]!.id, team.state.actors[1]!.id] } };
    },
  },
  updatePair: {
    ...ofA,
    request: async (world, ctx) => {
      const pair = await pairOfA(world, ctx);
      return { params: { sceneId: pair.id }, body: { version: pair.version, title: 'Пара' } };
    },
  },
  getPair: { ...ofA, request: async (world, ctx) => ({ params: { id: (await pairOfA(world, ctx)).id } }) },
  deletePair: { ...ofA, request: async (world, ctx) => ({ params: { id: (await pairOfA(world, ctx)).id } }) },
  runPair: { ...ofA, request: async (world, ctx) => ({ params: { id: (await pairOfA(world, ctx)).id }, body: {} }) },
  compareScenes: {
    ...ofA,
    request: async (world, ctx) => {
      await openScenes(ctx, [world.ownerA.id, world.ownerB.id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowCompareTeams: true });
      const teams = [await insertTestTeam(ctx, world.ownerA.id), await insertTestTeam(ctx, world.ownerA.id)];
      return { body: { sceneIds: teams.map((team) => team.id) } };
    },
  },
} satisfies Record<string, MatrixRow>;

/** Rows for runs and their snapshots. */
export const runRows = {
  runScene: { ...ofA, request: async (world, ctx) => ({ params: { id: (await teamOfA(world, ctx)).id } }) },
  getSceneSnapshotUrl: {
    ...ofA,
    request: async (world, ctx) => {
      const { ruid, sceneId } = await finishedRunOfA(world, ctx);
      return { params: { sceneId }, query: { ruid } };
    },
  },
  writeResultText: { ...ofA, request: async (world, ctx) => ({ body: { result: (await finishedRunOfA(world, ctx)).ruid, type: 'team' } }) },
} satisfies Record<string, MatrixRow>;
