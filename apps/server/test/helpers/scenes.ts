import { randomUUID } from 'node:crypto';
import { createScene, simulateScene } from '@teamcast/domain';
import { eq, inArray } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import { insertRun } from '../../src/modules/scenes/runs-repository';
import { insertScene, type SceneRow } from '../../src/modules/scenes/scenes-repository';
import type { TestApp } from './build-test-app';
import { insertTestProfile } from './profiles';

export const sceneApi = '/api/v1/scene';

/** The shape of a forecast's address for a run: its path and a one-off key. */
export const snapshotLinkOf = (ruid: string) => new RegExp(`^/api/v1/scene/snapshots/${ruid}\\?key=[A-Za-z0-9_-]{43}$`);

/** Opens teams, team creation and the scratch scene to these owners (what a subscription will do). */
export async function openScenes(
  ctx: TestApp,
  ownerIds: readonly string[],
  rules: Partial<Record<'allowTeams' | 'allowCreateTeams' | 'allowScene' | 'allowCompareTeams' | 'allowMonitor', boolean>> = { allowTeams: true, allowCreateTeams: true, allowScene: true },
) {
  await ctx.database.db
    .update(owners)
    .set({ ...rules, status: 'verified', needVerify: false })
    .where(inArray(owners.id, [...ownerIds]));
}

export async function filledProfiles(ctx: TestApp, ownerId: string, count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => insertTestProfile(ctx, ownerId, { filled: true, firstName: `Участник ${i + 1}` })));
}

/** A team stored directly, of `count` filled profiles of the owner. */
export async function insertTestTeam(
  ctx: TestApp,
  ownerId: string,
  { count = 3, kind = 'team' as 'team' | 'sandbox' | 'pair', lifespan = 'new' as 'new' | '1y' | '2y' } = {},
): Promise<SceneRow> {
  const profiles = await filledProfiles(ctx, ownerId, count);
  const now = new Date('2026-03-01T10:00:00.000Z');
  return insertScene(ctx.database.db, {
    id: randomUUID(),
    ownerId,
    kind,
    title: kind === 'sandbox' ? 'sandbox' : kind === 'pair' ? 'Пара' : 'Команда',
    state: createScene({ actors: profiles.map((profile) => ({ id: profile.id })), lifespan, startDate: '2026-12-01', seed: 5 }),
    createdAt: now,
    updatedAt: now,
  });
}

export async function ownerRules(ctx: TestApp, ownerId: string) {
  const rows = await ctx.database.db.select().from(owners).where(eq(owners.id, ownerId));
  return rows[0];
}

/** A finished run of a team, stored directly with its forecast; answers the run's id. */
export async function insertFinishedRun(ctx: TestApp, ownerId: string, team: SceneRow, at = new Date('2026-03-01T10:00:00.000Z')): Promise<string> {
  const ruid = randomUUID();
  await insertRun(ctx.database.db, {
    ruid,
    ownerId,
    kind: 'team',
    sceneId: team.id,
    status: 'done',
    result: { kind: 'team', forecast: simulateScene(team.state) },
    createdAt: at,
    updatedAt: at,
  });
  return ruid;
}
