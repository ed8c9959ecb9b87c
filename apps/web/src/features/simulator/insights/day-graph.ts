import type { SceneForecastView, SceneView } from '@teamcast/contract';
import { defaultPairHours, interactionsOn, moodBand, statusAt, type MoodBand } from '@teamcast/domain';

export interface GraphMember {
  readonly id: string;
  readonly name: string;
  /** The member's mood that day; null without a forecast to read it from. */
  readonly mood: MoodBand | null;
  readonly lead: boolean;
}

export interface GraphPair {
  readonly actorIds: readonly [string, string];
  readonly hours: number;
  readonly remote: boolean;
}

/** Who is in the team on a day, which pairs have settings of their own, and what the rest work. */
export interface DayGraph {
  readonly members: readonly GraphMember[];
  readonly pairs: readonly GraphPair[];
  /** The other pairs of members, who work the default hours in the office. */
  readonly defaultPairs: readonly (readonly [string, string])[];
  /** The manager's name, when the team has one that day: they act from outside the members' pairs. */
  readonly manager: string | null;
  readonly defaultHours: number;
}

/** "Анна П.": the first name and the last name's initial, or whichever of them there is, or the avatar's name. */
export function shortName(actor: Pick<SceneView['actors'][number], 'firstName' | 'lastName' | 'avatarName'>): string {
  const first = actor.firstName?.trim();
  const last = actor.lastName?.trim();
  if (first && last) return `${first} ${last[0]!.toUpperCase()}.`;
  return first || last || actor.avatarName;
}

function moodOn(forecast: SceneForecastView | null, actorId: string, day: number): MoodBand | null {
  if (!forecast) return null;
  const index = forecast.days.findIndex((record) => record.day === day);
  const actor = forecast.actors.find((candidate) => candidate.id === actorId);
  return moodBand(index < 0 ? null : actor?.satisfaction[index]);
}

/**
 * The day's picture of the team: its members from the scene, their mood and the pairs' settings from
 * the forecast when there is one (what was simulated), otherwise the settings in force in the scene.
 */
export function dayGraph(scene: SceneView, forecast: SceneForecastView | null, day: number): DayGraph {
  const members: GraphMember[] = [];
  let manager: string | null = null;
  for (const actor of scene.actors) {
    const status = statusAt(actor.events, day);
    if (!status.active) continue;
    if (status.level === 2) manager = shortName(actor);
    else members.push({ id: actor.id, name: shortName(actor), mood: moodOn(forecast, actor.id, day), lead: status.level === 1 });
  }
  const ids = new Set(members.map((member) => member.id));
  const record = forecast?.days.find((candidate) => candidate.day === day) ?? forecast?.past.days.find((candidate) => candidate.day === day);
  const settings = record ? record.interactions : interactionsOn(scene, day);
  // A forecast made before the latest edit may name someone the scene no longer has in the team.
  const pairs = settings.filter((pair) => ids.has(pair.actorIds[0]) && ids.has(pair.actorIds[1]));
  const set = new Set(pairs.map((pair) => [...pair.actorIds].sort().join('\u0000')));
  const defaultPairs = members.flatMap((a, i) =>
    members.slice(i + 1).flatMap((b) => (set.has([a.id, b.id].sort().join('\u0000')) ? [] : [[a.id, b.id] as const])),
  );
  return { members, pairs, defaultPairs, manager, defaultHours: defaultPairHours(members.length) };
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Places `count` nodes evenly on an ellipse twice as wide as it is tall, as the graph's frame is, wide
 * enough to keep neighbours apart; the first at the top.
 */
export function ellipseLayout(count: number, spacing = 150): Point[] {
  // The ellipse's perimeter is about 2π·1.5·ry when rx = 2·ry.
  const ry = Math.max(110, (count * spacing) / (3 * Math.PI));
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(1, count);
    return { x: Math.round(2 * ry * Math.cos(angle)), y: Math.round(ry * Math.sin(angle)) };
  });
}

/** Thicker lines for more hours together: 0.5 h a week is a hairline, 10 h a bold stroke. */
export const edgeWidth = (hours: number): number => 1 + hours * 0.5;
