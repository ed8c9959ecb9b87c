import { assertDay, firstDayOf, sceneOf, type CreateSceneInput } from './scene-build';
import { SceneRuleError } from './scene-errors';
import { INTERACTION_HOURS, type InteractionSetting, type Scene } from './scene-types';

/** The most people one organisation's forecast takes: a large company's staff, simulated in about a second. */
export const MAX_ORGANISATION_PEOPLE = 5000;

/** Two people who work together, from `day` on (the organisation's first day by default), so many hours a week. */
export interface OrganisationContact {
  readonly actorIds: readonly [string, string];
  readonly hours: number;
  readonly remote: boolean;
  readonly day?: number;
}

export interface CreateOrganisationInput extends CreateSceneInput {
  /** Who works with whom: each person with everyone (`team`), or only the `contacts` given (`declared`). */
  readonly network: 'team' | 'declared';
  readonly contacts?: readonly OrganisationContact[];
}

/** An organisation larger than the forecast takes. */
export class OrganisationSizeError extends Error {
  constructor(readonly people: number) {
    super(`An organisation's forecast takes at most ${MAX_ORGANISATION_PEOPLE} people, not ${people}`);
    this.name = 'OrganisationSizeError';
  }
}

/**
 * A scene for a whole organisation: no team's size limit, and in a `declared` network only the contacts
 * given work together, so its year costs in proportion to them rather than to every pair of people. Its
 * changes, forecast and undo are a team's.
 */
export function createOrganisation(input: CreateOrganisationInput): Scene {
  if (input.actors.length > MAX_ORGANISATION_PEOPLE) throw new OrganisationSizeError(input.actors.length);
  const scene = sceneOf(input);
  const known = new Set(scene.actors.map((actor) => actor.id));
  let counter = scene.counter;
  const interactions = (input.contacts ?? []).map((contact): InteractionSetting => {
    const [first, second] = contact.actorIds;
    for (const id of contact.actorIds) if (!known.has(id)) throw new SceneRuleError('actor_unknown', { actorId: id });
    if (first === second) throw new SceneRuleError('interaction_self', { actorId: first });
    if (!(INTERACTION_HOURS as readonly number[]).includes(contact.hours)) throw new SceneRuleError('interaction_hours_invalid', { hours: contact.hours });
    const day = contact.day ?? firstDayOf(input);
    assertDay(input, day);
    counter += 1;
    return { actorIds: first < second ? [first, second] : [second, first], day, hours: contact.hours, remote: contact.remote, timestamp: counter };
  });
  interactions.sort((x, y) => x.day - y.day || x.actorIds[0].localeCompare(y.actorIds[0]) || x.actorIds[1].localeCompare(y.actorIds[1]));
  return { ...scene, interactions, counter, network: input.network };
}
