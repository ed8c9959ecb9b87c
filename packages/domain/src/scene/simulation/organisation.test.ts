import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from '../apply-change';
import { createOrganisation, MAX_ORGANISATION_PEOPLE, OrganisationSizeError, type OrganisationContact } from '../organisation';
import { createScene } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import { INTERACTION_HOURS, type Scene, type SceneActorInput } from '../scene-types';
import { TeamSizeError } from '../team-size';
import { prepareScene } from './prepare';
import { simulateScene } from './simulate';
import { traits } from './test-traits';

const people = (count: number): SceneActorInput[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${String(i).padStart(3, '0')}`,
    age: 25 + ((i * 7) % 30),
    gender: i % 2 ? 'Ж' : 'М',
    bigFive: traits(1 + (i % 5), 1 + ((i * 3) % 5), 1 + ((i * 2) % 5), 1 + ((i * 4) % 5), 3),
  }));

const start = { startDate: '2026-12-01', lifespan: 'new', seed: 5 } as const;

/** Each person works with the next `degree` people around a ring: a sparse, connected network. */
function ring(actors: readonly SceneActorInput[], degree: number, hours = 4): OrganisationContact[] {
  const contacts: OrganisationContact[] = [];
  for (let i = 0; i < actors.length; i += 1) {
    for (let k = 1; k <= degree / 2; k += 1) {
      contacts.push({ actorIds: [actors[i]!.id, actors[(i + k) % actors.length]!.id], hours, remote: (i + k) % 3 === 0 });
    }
  }
  return contacts;
}

describe('an organisation', () => {
  it('whose every pair is declared is forecast exactly as the team with every pair set', () => {
    const actors = people(7);
    const contacts: OrganisationContact[] = [];
    let team: Scene = applySceneChange(createScene({ ...start, actors }), { kind: 'rank', actorId: 'p002', day: 0, level: 1 });
    for (let i = 0; i < actors.length; i += 1) {
      for (let j = i + 1; j < actors.length; j += 1) {
        const contact = { actorIds: [actors[i]!.id, actors[j]!.id] as const, hours: INTERACTION_HOURS[(i + j) % INTERACTION_HOURS.length]!, remote: (i * j) % 2 === 1 };
        contacts.push(contact);
        team = applySceneChange(team, { kind: 'interaction', day: 0, ...contact });
      }
    }
    const organisation = applySceneChange(createOrganisation({ ...start, actors, network: 'declared', contacts }), {
      kind: 'rank',
      actorId: 'p002',
      day: 0,
      level: 1,
    });
    const fromTeam = simulateScene(team);
    const fromOrganisation = simulateScene(organisation);
    expect(fromOrganisation.days).toEqual(fromTeam.days);
    expect(fromOrganisation.power).toEqual(fromTeam.power);
    expect(fromOrganisation.actors.map((actor) => [actor.satisfaction, actor.indicators])).toEqual(
      fromTeam.actors.map((actor) => [actor.satisfaction, actor.indicators]),
    );
  });

  it('works only the pairs it declares: its cost follows them, and people without contacts stay strangers', () => {
    const actors = people(60);
    const contacts = ring(actors.slice(0, 50), 4);
    const organisation = createOrganisation({ ...start, actors, network: 'declared', contacts });
    expect(prepareScene(organisation).pairA.length).toBe(contacts.length);
    const forecast = simulateScene(organisation);
    const byId = new Map(forecast.actors.map((actor) => [actor.id, actor]));
    expect(byId.get('p055')!.indicators.integration).toBe(0);
    expect(byId.get('p010')!.indicators.integration).toBeGreaterThan(0);
    expect(forecast.days[100]!.interactions).toHaveLength(contacts.length);
    // A team of the same people would have every pair at work and a different year.
    expect(simulateScene(createOrganisation({ ...start, actors, network: 'team' })).days[100]!.cohesion).not.toBe(forecast.days[100]!.cohesion);
  });

  it('re-simulates only from a changed contact\u2019s day, to the same forecast as a full run', () => {
    const actors = people(40);
    const organisation = createOrganisation({ ...start, actors, network: 'declared', contacts: ring(actors, 6) });
    const before = simulateScene(organisation);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 1, max: 364 }), fc.constantFrom(...INTERACTION_HOURS), (i, day, hours) => {
        const pair = [actors[i]!.id, actors[(i + 1) % 40]!.id] as const;
        const after = applySceneChange(organisation, { kind: 'interaction', actorIds: pair, day, hours, remote: false });
        const incremental = simulateScene(after, before);
        expect({ ...incremental, computedFrom: 0 }).toEqual({ ...simulateScene(after), computedFrom: 0 });
        if (after !== organisation) expect(incremental.computedFrom).toBeGreaterThan(day - 7);
      }),
      { numRuns: 8 },
    );
    // A pair that did not work together before changes the network: the year is computed from its start.
    const newcomers = applySceneChange(organisation, { kind: 'interaction', actorIds: ['p000', 'p020'], day: 200, hours: 2, remote: false });
    expect(simulateScene(newcomers, before).computedFrom).toBe(0);
  });

  it('is refused contacts with someone unknown, with oneself or at hours the product does not offer', () => {
    const actors = people(3);
    const make = (contact: OrganisationContact) => () => createOrganisation({ ...start, actors, network: 'declared', contacts: [contact] });
    expect(make({ actorIds: ['p000', 'zzz'], hours: 4, remote: false })).toThrow(SceneRuleError);
    expect(make({ actorIds: ['p001', 'p001'], hours: 4, remote: false })).toThrow(SceneRuleError);
    expect(make({ actorIds: ['p000', 'p001'], hours: 11, remote: false })).toThrow(SceneRuleError);
    expect(make({ actorIds: ['p000', 'p001'], hours: 4, remote: false, day: 400 })).toThrow(SceneRuleError);
  });

  it('takes more people than a team may hold, up to its own limit', () => {
    expect(() => createScene({ ...start, actors: people(31) })).toThrow(TeamSizeError);
    expect(createOrganisation({ ...start, actors: people(31), network: 'team' }).actors).toHaveLength(31);
    const tooMany = Array.from({ length: MAX_ORGANISATION_PEOPLE + 1 }, (_, i) => ({ id: `x${i}` }));
    expect(() => createOrganisation({ ...start, actors: tooMany, network: 'declared' })).toThrow(OrganisationSizeError);
  });
});
