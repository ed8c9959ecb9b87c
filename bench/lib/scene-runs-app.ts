// Sets up what the scene-run benchmark needs: the app as production builds it, on PGlite, listening on a
// free port, with an owner whose teams are open, a pair and a ten-actor team.
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app';
import { signedInOwner } from '../../apps/server/test/helpers/profiles';
import { filledProfiles, insertTestTeam, openScenes } from '../../apps/server/test/helpers/scenes';

export async function startSceneRunsApp() {
  const ctx = await buildTestApp();
  const { owner, token, headers } = await signedInOwner(ctx);
  await openScenes(ctx, [owner.id]);
  const [a, b] = await filledProfiles(ctx, owner.id, 2);
  const pair = await ctx.app.inject({ method: 'POST', url: '/api/v1/scene/p2p', headers, payload: { actors: [a!.id, b!.id] } });
  const team = await insertTestTeam(ctx, owner.id, { count: 10 });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, token, headers, pairId: pair.json()._id as string, teamId: team.id, close: () => ctx.close() };
}
