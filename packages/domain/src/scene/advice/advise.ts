import { SceneRuleError } from '../scene-errors';
import type { Scene, SceneActorInput } from '../scene-types';
import { simulateScene } from '../simulation/simulate';
import { TeamSizeError } from '../team-size';
import type { AdviceChange, AdviceInput, AdviceItem, AdviceResult } from './advice-types';
import { adviceTrials } from './advise-changes';
import { applyAdvice } from './apply-advice';
import { yearDifference, yearScore } from './year-score';

const DEFAULT_COUNT = 5;
/** How often, in forecasts, the caller hears of progress: often enough for a bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 10;

/**
 * The single changes that help the team's forecast year most, each forecast with the engine. The pair model
 * picks which swaps and pair settings are worth a forecast; every change kept is applied by the scene's rules
 * (a change they refuse or ignore is not advised) and its year forecast as the simulator would after it, so
 * the year an item claims is the one the simulator shows once the change is made.
 */
export function adviseTeam(scene: Scene, input: AdviceInput): AdviceResult {
  const count = input.count ?? DEFAULT_COUNT;
  const forecast = simulateScene(scene);
  const base = yearScore(forecast, input.orientation);
  const { trials, pruned } = adviceTrials(scene, input.day, input.pool);
  const report = (done: number) => input.onProgress?.((1 + done) / (2 + trials.length));
  report(0);
  const items: AdviceItem[] = [];
  let tried = 0;
  for (const [index, trial] of trials.entries()) {
    const after = tryChange(scene, trial.change, trial.candidate);
    if (after) {
      // The forecast as it stands is where an unchanged set of people resumes, from the change's day.
      const year = yearScore(simulateScene(after, forecast), input.orientation);
      items.push({ change: trial.change, year, effect: yearDifference(year, base) });
      tried += 1;
    }
    if ((index + 1) % PROGRESS_EVERY === 0) report(index + 1);
  }
  input.onProgress?.(1);
  // A stable sort: equal effects keep the order the changes were tried in, so the answer never varies.
  const ranked = [...items].sort((a, b) => b.effect.score - a.effect.score);
  return { base, items: distinctAdvice(ranked, count), tried, pruned };
}

/**
 * The best `count` items, a swap left out when a better one already moves the same member out or the same
 * candidate in: five ways of replacing one person would crowd out every other kind of answer.
 */
function distinctAdvice(ranked: readonly AdviceItem[], count: number): AdviceItem[] {
  const chosen: AdviceItem[] = [];
  const leaving = new Set<string>();
  const joining = new Set<string>();
  for (const item of ranked) {
    if (chosen.length === count) break;
    const { change } = item;
    if (change.kind === 'swap') {
      if (leaving.has(change.actorId) || joining.has(change.candidateId)) continue;
      leaving.add(change.actorId);
      joining.add(change.candidateId);
    }
    chosen.push(item);
  }
  return chosen;
}

/** The scene after the change, or null where the rules refuse or ignore it. */
function tryChange(scene: Scene, change: AdviceChange, candidate: SceneActorInput | undefined): Scene | null {
  try {
    const after = applyAdvice(scene, change, candidate);
    return after === scene ? null : after;
  } catch (error) {
    if (error instanceof SceneRuleError || error instanceof TeamSizeError) return null;
    throw error;
  }
}
