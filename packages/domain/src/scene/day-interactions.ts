import { interactionAt } from './apply-change';
import type { DayInteraction } from './simulation/forecast-types';
import { SIMULATION_RATES } from './simulation/rates';
import { DEFAULT_INTERACTION_HOURS, type ActorEvent, type InteractionSetting } from './scene-types';
import { statusAt } from './timeline';

/** What the day's settings are read from: the actors' events and the pairs' settings, each from its day on. */
export interface InteractionSource {
  readonly actors: readonly { readonly id: string; readonly events: readonly ActorEvent[] }[];
  readonly interactions: readonly (Omit<InteractionSetting, 'timestamp'> & { readonly timestamp?: number })[];
}

/**
 * The pairs of members whose setting is in force on `day`, as the forecast's day lists them: for each pair
 * the latest setting made on or before the day, while both are in the team and neither is its manager, who
 * works from outside it. Every other pair of members works the default hours in the office.
 */
export function interactionsOn(source: InteractionSource, day: number): DayInteraction[] {
  const members = new Set(
    source.actors
      .filter((actor) => {
        const status = statusAt(actor.events, day);
        return status.active && status.level !== 2;
      })
      .map((actor) => actor.id),
  );
  // Settings of one pair and day replace each other, so the order they are listed in settles any tie.
  const settings: InteractionSetting[] = source.interactions.map((setting, index) => ({ ...setting, timestamp: setting.timestamp ?? index }));
  const order = new Map(source.actors.map((actor, index) => [actor.id, index]));
  const seen = new Set<string>();
  const found: DayInteraction[] = [];
  for (const { actorIds } of settings) {
    const [a, b] = (order.get(actorIds[0]) ?? 0) <= (order.get(actorIds[1]) ?? 0) ? actorIds : ([actorIds[1], actorIds[0]] as const);
    const key = `${a}\u0000${b}`;
    if (seen.has(key) || !members.has(a) || !members.has(b)) continue;
    seen.add(key);
    const setting = interactionAt(settings, [a, b], day);
    if (setting) found.push({ actorIds: [a, b], hours: setting.hours, remote: setting.remote });
  }
  const rank = (id: string): number => order.get(id) ?? 0;
  // In the roster's order, so that the list reads the same whatever order the settings were made in.
  return found.sort((x, y) => rank(x.actorIds[0]) - rank(y.actorIds[0]) || rank(x.actorIds[1]) - rank(y.actorIds[1]));
}

/**
 * The weekly hours of a pair of members never set, in a team of `members`: the default, or less in a team
 * so large that the default would fill more than a full week with the others.
 */
export function defaultPairHours(members: number): number {
  return members > 1 ? Math.min(DEFAULT_INTERACTION_HOURS, SIMULATION_RATES.fullWeekHours / (members - 1)) : 0;
}
