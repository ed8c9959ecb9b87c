import { SIMULATION_RATES as R } from '../rates';
import type { ActorRun } from './cast';

/**
 * Those who become active today start from their baseline mood the first time; those who leave shake
 * the others by how well they knew them. In the roster's order, since a newcomer's reset and a leaver's
 * shock may touch the same mood.
 */
export function arriveAndLeave(actors: readonly ActorRun[], index: number, t: number): void {
  for (const actor of actors) {
    const before = index > 0 ? (actor.levels[index - 1] ?? -1) : -1;
    if (actor.level >= 0 && before < 0) {
      if (Number.isNaN(actor.activeSince)) actor.mood = actor.baseline;
      actor.activeSince = t;
    }
    if (actor.level < 0 && before >= 0) {
      for (const { other, pair } of actor.links) {
        if (other.level < 0) continue;
        other.mood = other.mood - R.dismissalShock * pair.familiarity;
      }
    }
  }
}
