import { interactionAt } from '../apply-change';
import { defaultPairHours } from '../day-interactions';
import { createOrganisation, type OrganisationContact } from '../organisation';
import { INTERACTION_HOURS, type Scene, type SceneActorInput } from '../scene-types';
import { statusAt } from '../timeline';
import type { MonitorTeamInput } from './advice-types';

const HOURS = INTERACTION_HOURS as readonly number[];
const MAX_HOURS = HOURS[HOURS.length - 1] ?? 10;
/** The largest settable hours not above the value (a contact is set in the hours the scenes offer). */
const settable = (hours: number): number => [...HOURS].reverse().find((h) => h <= hours) ?? HOURS[0] ?? hours;

/**
 * Teams joined by the people they share: each group is a set of team indices, in the input's order. A team
 * sharing no one is a group of its own.
 */
export function sharingGroups(teams: readonly MonitorTeamInput[]): number[][] {
  const parent = teams.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    parent[i] = r;
    return r;
  };
  const firstTeamOf = new Map<string, number>();
  for (const [t, team] of teams.entries()) {
    for (const actor of team.scene.actors) {
      const first = firstTeamOf.get(actor.id);
      if (first === undefined) firstTeamOf.set(actor.id, t);
      else {
        const [a, b] = [root(first), root(t)];
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  const groups = new Map<number, number[]>();
  for (const t of teams.keys()) {
    const r = root(t);
    const group = groups.get(r);
    if (group) group.push(t);
    else groups.set(r, [t]);
  }
  return [...groups.values()];
}

/** The members working in the team's pairs on its first forecast day: in it, and not its manager. */
function firstDayWorkers(scene: Scene): string[] {
  return scene.actors
    .filter((actor) => {
      const status = statusAt(actor.events, 0);
      return status.active && status.level !== 2;
    })
    .map((actor) => actor.id);
}

/**
 * One scene for teams that share people, so that a shared person's mood answers to all their teams at once.
 * Kept simple: everyone joins on the first team's first day, no one leads, and the contacts are each team's
 * pairs of members on its first forecast day at the hours and place set then (the default hours otherwise,
 * rounded down to hours a scene can set). A pair in several teams works the sum of their hours (at most the
 * most a pair can be set to), remote only if every team has it remote.
 */
export function organisationScene(teams: readonly MonitorTeamInput[]): Scene {
  const inputs = new Map<string, SceneActorInput>();
  const contacts = new Map<string, { actorIds: readonly [string, string]; hours: number; remote: boolean }>();
  for (const { scene } of teams) {
    for (const actor of scene.actors) {
      if (inputs.has(actor.id)) continue;
      const { joinDay: _joinDay, ...input } = actor.input;
      inputs.set(actor.id, input);
    }
    const workers = firstDayWorkers(scene);
    const fallback = defaultPairHours(workers.length);
    for (const [i, a] of workers.entries()) {
      for (const b of workers.slice(i + 1)) {
        const actorIds: readonly [string, string] = a < b ? [a, b] : [b, a];
        const setting = interactionAt(scene.interactions, actorIds, 0);
        const hours = setting?.hours ?? fallback;
        const remote = setting?.remote ?? false;
        const key = `${actorIds[0]}\u0000${actorIds[1]}`;
        const known = contacts.get(key);
        contacts.set(key, known ? { actorIds, hours: known.hours + hours, remote: known.remote && remote } : { actorIds, hours, remote });
      }
    }
  }
  const first = teams[0]?.scene;
  const list: OrganisationContact[] = [...contacts.values()].map((contact) => ({ ...contact, hours: settable(Math.min(contact.hours, MAX_HOURS)) }));
  return createOrganisation({
    startDate: first?.startDate ?? '2026-01-01',
    lifespan: 'new',
    seed: first?.seed ?? 0,
    actors: [...inputs.values()],
    network: 'declared',
    contacts: list,
  });
}
