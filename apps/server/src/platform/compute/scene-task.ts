import type { ComparedSceneView, PairCompatibilityView, renderFailureCodes } from '@teamcast/contract';
import {
  leaderMemberExchange,
  normSexOf,
  personIndicators,
  relationshipCompatibility,
  SceneRuleError,
  simulateScene,
  toPairPerson,
  workCompatibility,
  type LoveProfile,
  type PairReason,
  type Relation,
  type RelationshipCompatibility,
  type Scene,
  type SceneActorInput,
  type SceneForecast,
} from '@teamcast/domain';
import { computeAnalysis, type AnalysisResult, type AnalysisTask } from './analysis-task';

/** What a pair is forecast for: working together always, and love or friendship when asked. */
export type PairRelation = 'WORK' | Relation;

/** A forecast to compute, with every actor's inputs filled in. */
export type ComputeTask =
  | { readonly kind: 'team'; readonly scene: Scene }
  | {
      readonly kind: 'pair';
      readonly scene: Scene;
      readonly relation: PairRelation;
      /** Each actor's love questionnaire answers, in the scene's order, which the love and friendship scores read. */
      readonly loveAnswers?: readonly [LoveProfile | null, LoveProfile | null];
    }
  | { readonly kind: 'compare'; readonly scenes: readonly { readonly sceneId: string; readonly title: string; readonly scene: Scene }[] }
  | AnalysisTask;

/** What a run keeps: the shape of its snapshot, without the run's own fields. */
export type ComputeResult =
  | { readonly kind: 'team'; readonly forecast: SceneForecast }
  | { readonly kind: 'pair'; readonly forecast: SceneForecast; readonly compatibility: PairCompatibilityView }
  | { readonly kind: 'compare'; readonly scenes: readonly ComparedSceneView[] }
  | AnalysisResult;

export type ComputeOutcome =
  | { readonly ok: true; readonly result: ComputeResult }
  | { readonly ok: false; readonly code: (typeof renderFailureCodes)[number]; readonly message: string };

class EmptyForecast extends Error {}

function forecastOf(scene: Scene): SceneForecast {
  const forecast = simulateScene(scene);
  if (forecast.days.length === 0 || forecast.actors.length === 0) throw new EmptyForecast('The forecast came out empty');
  return forecast;
}

/** A pair's person: traits read against the norms of their sex and age where known, and their love answers. */
const pairPersonOf = (input: SceneActorInput, love: LoveProfile | null) =>
  toPairPerson({
    bigFive: input.bigFive ?? null,
    qualification: personIndicators({ background: input.background ?? null, bigFive: input.bigFive ?? null }).qualification.value,
    sex: normSexOf(input.gender),
    age: input.age ?? null,
    love,
  });

/** A score as plain data: the contract's arrays are not read-only. */
const plain = (score: { score: number; precision: number; reasons: readonly PairReason[] }) => ({
  score: score.score,
  precision: score.precision,
  reasons: score.reasons.map((reason) => ({ ...reason })),
});

const loveScore = (result: RelationshipCompatibility) => ({ ...plain(result), oneWay: { ...result.oneWay } });

/**
 * Work and both lead-member scores always; for love or friendship, that relationship's score too, in
 * `love` (the contract's name for the relationship score, whichever of the two it is).
 */
function compatibilityOf(scene: Scene, relation: PairRelation, love: readonly [LoveProfile | null, LoveProfile | null] = [null, null]): PairCompatibilityView {
  const [first, second] = scene.actors;
  if (!first || !second) throw new EmptyForecast('A pair needs two actors');
  const a = pairPersonOf(first.input, love[0]);
  const b = pairPersonOf(second.input, love[1]);
  return {
    relation,
    work: plain(workCompatibility(a, b)),
    leadFirst: plain(leaderMemberExchange(a, b)),
    leadSecond: plain(leaderMemberExchange(b, a)),
    love: relation === 'WORK' ? null : loveScore(relationshipCompatibility(a, b, relation)),
  };
}

/** A queued pair task of a version before friendship said `love: true` for love and nothing for work. */
const relationOf = (task: Extract<ComputeTask, { kind: 'pair' }>): PairRelation =>
  task.relation ?? ((task as { love?: unknown }).love === true ? 'LOVE' : 'WORK');

function compute(task: ComputeTask, onProgress: (share: number) => void): ComputeResult {
  switch (task.kind) {
    case 'assemble':
    case 'advise':
    case 'monitor':
      return computeAnalysis(task, onProgress);
    case 'team':
      return { kind: 'team', forecast: forecastOf(task.scene) };
    case 'pair':
      return { kind: 'pair', forecast: forecastOf(task.scene), compatibility: compatibilityOf(task.scene, relationOf(task), task.loveAnswers) };
    case 'compare':
      return {
        kind: 'compare',
        scenes: task.scenes.map(({ sceneId, title, scene }) => {
          const forecast = forecastOf(scene);
          return { sceneId, title, power: forecast.power, dailyPower: forecast.days.map((day) => day.power) };
        }),
      };
  }
}

/**
 * Runs in a worker thread. A scene the rules find inconsistent fails as a communication-setting
 * failure, an empty forecast as an unstable connection, anything else as an initialisation error
 * (spec section 8); the outcome is data, so nothing thrown crosses the thread. An analysis tells how far
 * it is through `onProgress` (0..1).
 */
export function runComputeTask(task: ComputeTask, onProgress: (share: number) => void = () => undefined): ComputeOutcome {
  try {
    return { ok: true, result: compute(task, onProgress) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof EmptyForecast) return { ok: false, code: 'unstable_connection', message };
    return { ok: false, code: error instanceof SceneRuleError ? 'communication_setting_failed' : 'initialization_error', message };
  }
}
