// Sets up what the scene-run benchmark needs: the app as production builds it, on PGlite (PostgreSQL with
// TEST_DB=postgres), listening on a free port, with owners whose teams are open, each with a ten-actor
// team, the first also with a pair.
import { sql } from 'drizzle-orm';
import { pruneStaleData } from '../../apps/server/src/platform/housekeeping';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app';
import { signedInOwner } from '../../apps/server/test/helpers/profiles';
import { filledProfiles, insertTestTeam, openScenes } from '../../apps/server/test/helpers/scenes';

/** The default runs in flight per owner, but room for hundreds of runs of one owner within minutes. */
export const benchRunLimits = { perWindow: 1000 };

export async function startSceneRunsApp({ owners = 1 } = {}) {
  const ctx = await buildTestApp({ runLimits: benchRunLimits });
  const accounts = [];
  for (let i = 0; i < owners; i += 1) {
    const { owner, token, headers } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 10 });
    accounts.push({ ownerId: owner.id, token, headers, teamId: team.id });
  }
  const first = accounts[0]!;
  const [a, b] = await filledProfiles(ctx, first.ownerId, 2);
  const pair = await ctx.app.inject({ method: 'POST', url: '/api/v1/scene/p2p', headers: first.headers, payload: { actors: [a!.id, b!.id] } });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: address,
    accounts,
    pairId: pair.json()._id as string,
    /** Bytes the runs table takes with its indexes and stored forecasts, and how many runs it holds. */
    async runsTable(): Promise<{ bytes: number; runs: number }> {
      const result = await ctx.database.db.execute(sql`select pg_total_relation_size('runs')::bigint as bytes, (select count(*) from runs)::int as runs`);
      const [row] = (result as unknown as { rows: { bytes: string | number; runs: number }[] }).rows;
      return { bytes: Number(row?.bytes ?? 0), runs: Number(row?.runs ?? 0) };
    },
    /** The hourly housekeeping, done now. */
    housekeeping: () => pruneStaleData(ctx.database.db, new Date()),
    close: () => ctx.close(),
  };
}
