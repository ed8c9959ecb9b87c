// Sets up what the analysis-run benchmark needs: the app as production builds it, on PGlite (PostgreSQL with
// TEST_DB=postgres), listening on a free port, with one owner whose team tools are all open, a pool of
// profiles with seeded Big Five answers, ages and genders, and a team of the first of them with a lead and
// a manager.
import { randomUUID } from 'node:crypto';
import { applySceneChange, bigFiveAnswersFor, bigFiveAsAnswers, createScene } from '@teamcast/domain';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app';
import { insertTestProfile, signedInOwner } from '../../apps/server/test/helpers/profiles';
import { openScenes } from '../../apps/server/test/helpers/scenes';
import { insertScene } from '../../apps/server/src/modules/scenes/scenes-repository';
import { seededRandom } from './random.mjs';
import { benchRunLimits } from './scene-runs-app';

export async function startAnalysisRunsApp({ profiles, teamSize }: { profiles: number; teamSize: number }) {
  const ctx = await buildTestApp({ runLimits: benchRunLimits });
  const { owner, token, headers } = await signedInOwner(ctx);
  await openScenes(ctx, [owner.id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowMonitor: true });
  const random = seededRandom(11);
  const score = () => 1 + Math.round(random() * 24) / 6;
  const ids: string[] = [];
  for (let i = 0; i < profiles; i += 1) {
    const bigFive = { extraversion: score(), agreeableness: score(), conscientiousness: score(), negativeEmotionality: score(), openMindedness: score() };
    const year = 1970 + Math.floor(random() * 35);
    const gender = random() < 0.5 ? 'М' : 'Ж';
    const row = await insertTestProfile(ctx, owner.id, {
      filled: true,
      firstName: `Участник ${i + 1}`,
      gender,
      birthDate: `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      answers: { gender: { value: gender === 'М' ? 'male' : 'female' }, ...bigFiveAsAnswers(bigFiveAnswersFor(bigFive)) },
    });
    ids.push(row.id);
  }
  const members = ids.slice(0, teamSize);
  let state = createScene({ actors: members.map((id) => ({ id })), lifespan: 'new', startDate: '2026-12-01', seed: 5 });
  state = applySceneChange(state, { kind: 'rank', actorId: members[0]!, day: 0, level: 1 });
  state = applySceneChange(state, { kind: 'rank', actorId: members[1]!, day: 0, level: 2 });
  const now = new Date('2026-03-01T10:00:00.000Z');
  const team = await insertScene(ctx.database.db, { id: randomUUID(), ownerId: owner.id, kind: 'team', title: 'Команда', state, createdAt: now, updatedAt: now });
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, token, headers, profileIds: ids, teamId: team.id, teamMemberIds: members, close: () => ctx.close() };
}
