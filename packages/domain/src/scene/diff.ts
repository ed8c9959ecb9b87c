import type { ActorEvent, InteractionSetting, SceneSnapshot } from './scene-types';

export const SCENE_DIFF_TYPES = ['add', 'remove', 'update', 'rank', 'disrank', 'dismiss', 'rejoin'] as const;
export type SceneDiffType = (typeof SCENE_DIFF_TYPES)[number];

/** How much a kind of change matters to the one undoing it: the list shows the heaviest first. */
export const SCENE_DIFF_WEIGHTS: Readonly<Record<SceneDiffType, number>> = {
  remove: 7,
  add: 6,
  dismiss: 5,
  rejoin: 4,
  rank: 3,
  disrank: 2,
  update: 1,
};

export interface SceneDiffItem {
  readonly type: SceneDiffType;
  readonly weight: number;
  readonly actorIds: readonly string[];
  readonly day: number | null;
  /** For rank: 1 lead, 2 manager. */
  readonly level?: 1 | 2;
}

const eventKey = (event: ActorEvent) => `${event.type}@${event.date}#${event.timestamp}`;
const settingKey = (setting: InteractionSetting) =>
  `${setting.actorIds.join('|')}@${setting.day}:${setting.hours}:${setting.remote ? 1 : 0}`;

function eventDiffType(event: ActorEvent): SceneDiffType {
  switch (event.type) {
    case 'l_rank':
    case 'm_rank':
      return 'rank';
    case 'l_disrank':
    case 'm_disrank':
      return 'disrank';
    case 'dismiss':
      return 'dismiss';
    case 'rejoin':
      return 'rejoin';
    case 'join':
      return 'update';
  }
}

const item = (type: SceneDiffType, actorIds: readonly string[], day: number | null, level?: 1 | 2): SceneDiffItem => ({
  type,
  weight: SCENE_DIFF_WEIGHTS[type],
  actorIds,
  day,
  ...(level ? { level } : {}),
});

/**
 * What changed from one scene to another, in the specification's change types, heaviest first: an
 * event that appeared says what it did; one that vanished, or a moved join, is an update.
 */
export function diffScenes(before: SceneSnapshot, after: SceneSnapshot): SceneDiffItem[] {
  const items: SceneDiffItem[] = [];
  const beforeActors = new Map(before.actors.map((actor) => [actor.id, actor]));
  const afterIds = new Set(after.actors.map((actor) => actor.id));
  for (const actor of before.actors) if (!afterIds.has(actor.id)) items.push(item('remove', [actor.id], null));
  for (const actor of after.actors) {
    const old = beforeActors.get(actor.id);
    if (!old) {
      items.push(item('add', [actor.id], actor.events.find((event) => event.type === 'join')?.date ?? null));
      continue;
    }
    const oldKeys = new Set(old.events.map(eventKey));
    const newKeys = new Set(actor.events.map(eventKey));
    for (const event of actor.events) {
      if (oldKeys.has(eventKey(event))) continue;
      const type = eventDiffType(event);
      items.push(item(type, [actor.id], event.date, type === 'rank' ? (event.value as 1 | 2) : undefined));
    }
    // A vanished event that no new one of the same day explains (a demotion undone, a rank replaced) is an update.
    for (const event of old.events) {
      if (!newKeys.has(eventKey(event)) && !actor.events.some((other) => !oldKeys.has(eventKey(other)) && other.date === event.date)) {
        items.push(item('update', [actor.id], event.date));
      }
    }
  }
  const oldSettings = new Set(before.interactions.map(settingKey));
  const newSettings = new Set(after.interactions.map(settingKey));
  for (const setting of after.interactions) if (!oldSettings.has(settingKey(setting))) items.push(item('update', setting.actorIds, setting.day));
  for (const setting of before.interactions) {
    if (!newSettings.has(settingKey(setting)) && !after.interactions.some((s) => s.actorIds.join() === setting.actorIds.join() && s.day === setting.day)) {
      items.push(item('update', setting.actorIds, setting.day));
    }
  }
  return items.sort(
    (a, b) => b.weight - a.weight || (a.day ?? 0) - (b.day ?? 0) || a.actorIds.join().localeCompare(b.actorIds.join()),
  );
}
