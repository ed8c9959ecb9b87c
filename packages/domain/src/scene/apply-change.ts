import { assertDay, commitChange, findActor, firstDayOf, LAST_DAY } from './scene-build';
import { SceneRuleError } from './scene-errors';
import {
  INTERACTION_HOURS,
  type ActorEvent,
  type ActorEventType,
  type InteractionSetting,
  type Scene,
  type SceneActor,
  type SceneChange,
  type SceneLevel,
} from './scene-types';
import { byDateThenTimestamp, dailyLevels, statusAt } from './timeline';

const RANK_EVENT: Readonly<Record<1 | 2, ActorEventType>> = { 1: 'l_rank', 2: 'm_rank' };
const DISRANK_EVENT: Readonly<Record<1 | 2, ActorEventType>> = { 1: 'l_disrank', 2: 'm_disrank' };
const isRankEvent = (event: ActorEvent) => event.type.endsWith('rank');

/** A copy of the scene with one actor's events replaced, or the same scene when nothing changed. */
function withEvents(scene: Scene, actor: SceneActor, events: readonly ActorEvent[], interactions?: readonly InteractionSetting[]): Scene {
  const sorted = [...events].sort(byDateThenTimestamp);
  const before = [...actor.events].sort(byDateThenTimestamp);
  const unchanged =
    sorted.length === before.length &&
    sorted.every((event, i) => {
      const old = before[i];
      return old !== undefined && old.type === event.type && old.date === event.date && old.timestamp === event.timestamp;
    });
  if (unchanged && interactions === undefined) return scene;
  const actors = scene.actors.map((candidate) => (candidate.id === actor.id ? { ...candidate, events: sorted } : candidate));
  // The counter moves past every timestamp used, so that later changes of a day sort after these.
  const counter = Math.max(scene.counter + 1, ...sorted.map((event) => event.timestamp));
  return commitChange(scene, { actors, interactions, counter });
}

/** At most one lead and one manager on every day of the scene, past and future. */
function assertOneLeadOneManager(scene: Scene, changedActorId: string): void {
  const first = firstDayOf(scene);
  const changed = findActor(scene, changedActorId);
  const mine = dailyLevels(changed, first, LAST_DAY);
  for (const other of scene.actors) {
    if (other.id === changedActorId) continue;
    const theirs = dailyLevels(other, first, LAST_DAY);
    for (let i = 0; i < mine.length; i += 1) {
      const level = mine[i]!;
      if (level > 0 && theirs[i] === level) {
        throw new SceneRuleError(level === 1 ? 'lead_taken' : 'manager_taken', { day: first + i, actorId: other.id });
      }
    }
  }
}

function dismiss(scene: Scene, actor: SceneActor, day: number): Scene {
  if (day < 0) throw new SceneRuleError('dismiss_before_start', { day });
  assertDay(scene, day);
  const status = statusAt(actor.events, day);
  if (!status.active) return scene;
  let timestamp = scene.counter;
  const kept = actor.events.filter((event) => event.date <= day);
  const added: ActorEvent[] = [];
  if (status.level > 0) {
    timestamp += 1;
    added.push({ type: DISRANK_EVENT[status.level as 1 | 2], date: day, value: 0, timestamp });
  }
  added.push({ type: 'dismiss', date: day, value: 0, timestamp: timestamp + 1 });
  const interactions = scene.interactions.filter((setting) => !(setting.actorIds.includes(actor.id) && setting.day >= day));
  return withEvents(scene, actor, [...kept, ...added], interactions);
}

function rejoin(scene: Scene, actor: SceneActor, day: number): Scene {
  assertDay(scene, day);
  const status = statusAt(actor.events, day);
  if (status.active || !status.joined) return scene;
  const kept = actor.events.filter((event) => event.date <= day);
  return withEvents(scene, actor, [...kept, { type: 'rejoin', date: day, value: 1, timestamp: scene.counter + 1 }]);
}

/** Moves the actor's joining to another day; what it did before that day no longer happened. */
function join(scene: Scene, actor: SceneActor, day: number): Scene {
  assertDay(scene, day);
  const current = actor.events.find((event) => event.type === 'join');
  if (current?.date === day) return scene;
  const kept = actor.events.filter((event) => event.type !== 'join' && event.date >= day);
  return withEvents(scene, actor, [{ type: 'join', date: day, value: 1, timestamp: scene.counter + 1 }, ...kept]);
}

function rank(scene: Scene, actor: SceneActor, day: number, level: SceneLevel): Scene {
  assertDay(scene, day);
  if (!statusAt(actor.events, day).active) {
    throw new SceneRuleError('actor_not_active', { actorId: actor.id, day });
  }
  // The rank the actor already ends the day with is ignored, even when that day's rank events made it:
  // writing them again would only renumber them, and take an undo snapshot of nothing.
  if (statusAt(actor.events, day).level === level) return scene;
  // A rank change on a day replaces the actor's other rank changes of that day.
  const others = actor.events.filter((event) => !(event.date === day && isRankEvent(event)));
  const from = statusAt(others, day).level;
  const added: ActorEvent[] = [];
  if (from !== level) {
    if (from > 0) added.push({ type: DISRANK_EVENT[from as 1 | 2], date: day, value: 0, timestamp: scene.counter + 1 });
    if (level > 0) added.push({ type: RANK_EVENT[level as 1 | 2], date: day, value: level, timestamp: scene.counter + 2 });
  }
  const next = withEvents(scene, actor, [...others, ...added]);
  if (next !== scene) assertOneLeadOneManager(next, actor.id);
  return next;
}

const pairKey = (ids: readonly [string, string]): readonly [string, string] => (ids[0] < ids[1] ? [ids[0], ids[1]] : [ids[1], ids[0]]);

/** The setting in force for a pair on a day: the latest set on or before it. */
export function interactionAt(
  settings: readonly InteractionSetting[],
  actorIds: readonly [string, string],
  day: number,
): InteractionSetting | null {
  const [a, b] = pairKey(actorIds);
  let found: InteractionSetting | null = null;
  for (const setting of settings) {
    if (setting.actorIds[0] !== a || setting.actorIds[1] !== b || setting.day > day) continue;
    if (!found || setting.day > found.day || (setting.day === found.day && setting.timestamp > found.timestamp)) found = setting;
  }
  return found;
}

function interaction(scene: Scene, change: Extract<SceneChange, { kind: 'interaction' }>): Scene {
  const [first, second] = change.actorIds;
  const actors = [findActor(scene, first), findActor(scene, second)];
  if (first === second) throw new SceneRuleError('interaction_self', { actorId: first });
  assertDay(scene, change.day);
  // Someone not yet in the team may be given a colleague from the day they join; someone dismissed may not.
  for (const actor of actors) {
    const status = statusAt(actor.events, change.day);
    if (status.joined && !status.active) throw new SceneRuleError('actor_not_active', { actorId: actor.id, day: change.day });
  }
  if (!(INTERACTION_HOURS as readonly number[]).includes(change.hours)) {
    throw new SceneRuleError('interaction_hours_invalid', { hours: change.hours });
  }
  const actorIds = pairKey(change.actorIds);
  const current = interactionAt(scene.interactions, actorIds, change.day);
  if (current && current.hours === change.hours && current.remote === change.remote) return scene;
  const counter = scene.counter + 1;
  const interactions = [
    ...scene.interactions.filter((s) => !(s.actorIds[0] === actorIds[0] && s.actorIds[1] === actorIds[1] && s.day === change.day)),
    { actorIds, day: change.day, hours: change.hours, remote: change.remote, timestamp: counter },
  ].sort((x, y) => x.day - y.day || x.actorIds[0].localeCompare(y.actorIds[0]) || x.actorIds[1].localeCompare(y.actorIds[1]));
  return commitChange(scene, { interactions, counter });
}

/**
 * The scene after a manager's change, by the rules of team events. A change the rules ignore returns
 * the same scene object; one they refuse throws a `SceneRuleError` naming the rule.
 */
export function applySceneChange(scene: Scene, change: SceneChange): Scene {
  if (change.kind === 'interaction') return interaction(scene, change);
  const actor = findActor(scene, change.actorId);
  switch (change.kind) {
    case 'dismiss':
      return dismiss(scene, actor, change.day);
    case 'rejoin':
      return rejoin(scene, actor, change.day);
    case 'join':
      return join(scene, actor, change.day);
    case 'rank':
      return rank(scene, actor, change.day, change.level);
  }
}
