import { describe, expect, it } from 'vitest';
import { applySceneChange } from '../apply-change';
import { createScene } from '../scene-build';
import type { Scene, SceneActorInput } from '../scene-types';
import { simulateScene } from '../simulation/simulate';
import { traits } from '../simulation/test-traits';
import type { MonitorTeamInput } from './advice-types';
import { monitorOrganisation } from './monitor';
import { ISOLATED_FAMILIARITY, LOW_MOOD, LOW_MOOD_DAYS } from './monitor-risks';

const calm = (id: string, i: number): SceneActorInput => ({ id, age: 30 + i, gender: i % 2 ? 'Ж' : 'М', bigFive: traits(4, 4.5, 4, 1.5, 3.5) });
const gloomy = (id: string): SceneActorInput => ({ id, age: 40, gender: 'М', bigFive: traits(1, 1, 1.5, 5, 2) });

const team = (sceneId: string, actors: readonly SceneActorInput[], seed = 1): MonitorTeamInput => ({
  sceneId,
  title: sceneId.toUpperCase(),
  scene: createScene({ startDate: '2026-12-01', lifespan: 'new', seed, actors }),
});

const named = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => calm(`${prefix}${i}`, i));

describe('the director monitor', () => {
  it('forecasts teams that share a person together once, and says who shares with whom both ways', () => {
    const shared = calm('shared', 9);
    const a = team('a', [...named('a', 4), shared]);
    const b = team('b', [...named('b', 5), shared], 2);
    const c = team('c', named('c', 3), 3);
    const shares: number[] = [];
    const result = monitorOrganisation({ teams: [a, b, c], onProgress: (share) => shares.push(share) });
    // Pairs: ten in a team of five, fifteen in one of six, three in one of three.
    expect(result.organisation).toEqual({ people: 13, contacts: 28, sharedPeople: 1, organisationScenes: 1 });
    expect(result.teams.map((one) => one.sharesWith)).toEqual([['b'], ['a'], []]);
    const person = result.people.find((one) => one.actorId === 'shared');
    expect(person?.sceneIds).toEqual(['a', 'b']);
    expect(person?.contacts).toBe(9);
    // Their mood answers to both teams: it is neither team's forecast of them alone.
    const alone = simulateScene(a.scene).actors.find((actor) => actor.id === 'shared')?.satisfaction ?? [];
    const mean = alone.reduce<number>((sum, mood) => sum + (mood ?? 0), 0) / alone.length;
    expect(person?.meanMood).not.toBeCloseTo(mean, 6);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, i) => i === 0 || share >= (shares[i - 1] ?? 0))).toBe(true);
  });

  it('runs no organisation scene when no one works in two teams, and draws each team on its own year', () => {
    const late = createScene({ startDate: '2027-02-01', lifespan: 'new', seed: 4, actors: named('l', 3).map((actor) => ({ ...actor, joinDay: 100 })) });
    const result = monitorOrganisation({ teams: [team('a', named('a', 3)), { sceneId: 'late', title: 'Late', scene: late }] });
    expect(result.organisation.organisationScenes).toBe(0);
    expect(result.organisation.sharedPeople).toBe(0);
    const [first, second] = result.teams;
    expect(first?.power).toHaveLength(365);
    expect(first?.members).toBe(3);
    expect(second?.startDate).toBe('2027-02-01');
    expect(second?.members).toBe(3);
    expect(second?.power.slice(0, 100).every((value) => value === null)).toBe(true);
    expect(second?.microclimate[100]).not.toBeNull();
    expect(second?.year).toEqual(expect.objectContaining({ score: expect.any(Number) }));
  });

  it('flags a person whose week goes over fifty hours, from the day it does, summed across their teams', () => {
    let scene: Scene = team('a', named('a', 7)).scene;
    for (let i = 1; i < 7; i += 1) scene = applySceneChange(scene, { kind: 'interaction', actorIds: ['a0', `a${i}`], day: 60, hours: 9, remote: false });
    const result = monitorOrganisation({ teams: [{ sceneId: 'a', title: 'A', scene }] });
    const busy = result.people.find((person) => person.actorId === 'a0');
    expect(busy?.risks).toContainEqual({ code: 'overwork', day: 60, hours: 54 });
    expect(busy?.peakWeeklyHours).toBe(54);
    expect(result.people.find((person) => person.actorId === 'a1')?.risks.some((risk) => risk.code === 'overwork')).toBe(false);

    // Two teams of six at the default five hours a pair: 25 hours in each, 50 in both, not over; a third team tips it.
    const shared = calm('s', 1);
    const teams = ['x', 'y', 'z'].map((id, t) => team(id, [...named(id, 5), shared], t + 1));
    const two = monitorOrganisation({ teams: teams.slice(0, 2) }).people.find((person) => person.actorId === 's');
    expect(two?.peakWeeklyHours).toBe(50);
    expect(two?.risks.some((risk) => risk.code === 'overwork')).toBe(false);
    const three = monitorOrganisation({ teams }).people.find((person) => person.actorId === 's');
    expect(three?.risks).toContainEqual({ code: 'overwork', day: 0, hours: 75 });
  });

  it('flags an isolated person: one colleague only, or barely known by the year\u2019s end', () => {
    const pair = monitorOrganisation({ teams: [team('p', named('p', 2))] });
    expect(pair.people[0]?.risks).toContainEqual({ code: 'isolated', contacts: 1, familiarity: pair.people[0]?.familiarity });
    const crowd = monitorOrganisation({ teams: [team('c', named('c', 6))] });
    expect(crowd.people.every((person) => person.risks.every((risk) => risk.code !== 'isolated'))).toBe(true);
    expect(crowd.people.every((person) => person.contacts === 5)).toBe(true);
    let apart: Scene = team('c', named('c', 6)).scene;
    for (let i = 1; i < 6; i += 1) apart = applySceneChange(apart, { kind: 'interaction', actorIds: ['c0', `c${i}`], day: 0, hours: 0.5, remote: true });
    const distant = monitorOrganisation({ teams: [{ sceneId: 'c', title: 'C', scene: apart }] }).people.find((person) => person.actorId === 'c0');
    // Half an hour a week with each, remotely: five colleagues, and still strangers at the year's end.
    expect(distant?.contacts).toBe(5);
    expect(distant?.familiarity).toBeLessThan(ISOLATED_FAMILIARITY);
    expect(distant?.risks).toContainEqual({ code: 'isolated', contacts: 5, familiarity: distant?.familiarity });
  });

  it('never counts a team\u2019s manager as isolated: they stand apart from its pairs by design', () => {
    let scene: Scene = team('m', named('m', 6)).scene;
    scene = applySceneChange(scene, { kind: 'rank', actorId: 'm0', day: 0, level: 2 });
    const result = monitorOrganisation({ teams: [{ sceneId: 'm', title: 'M', scene }] });
    const manager = result.people.find((person) => person.actorId === 'm0');
    expect(manager?.contacts).toBe(5);
    expect(manager?.familiarity).toBe(0);
    expect(manager?.risks.some((risk) => risk.code === 'isolated')).toBe(false);
    // A member made manager only later worked in the team's pairs before: isolation is still read for them.
    const later = applySceneChange(team('m', named('m', 2)).scene, { kind: 'rank', actorId: 'm0', day: 100, level: 2 });
    const member = monitorOrganisation({ teams: [{ sceneId: 'm', title: 'M', scene: later }] }).people.find((person) => person.actorId === 'm0');
    expect(member?.risks.some((risk) => risk.code === 'isolated')).toBe(true);
  });

  it('flags low mood from the first day of a spell of two weeks below anxious, with its lowest mood', () => {
    const scene = team('g', [gloomy('g0'), gloomy('g1'), ...named('k', 3)]).scene;
    const result = monitorOrganisation({ teams: [{ sceneId: 'g', title: 'G', scene }] });
    const moods = simulateScene(scene).actors.find((actor) => actor.id === 'g0')?.satisfaction ?? [];
    let start = -1;
    let expected: { day: number; mood: number } | null = null;
    for (let day = 0; day <= moods.length && !expected; day += 1) {
      const mood = moods[day];
      if (typeof mood === 'number' && mood < LOW_MOOD) {
        if (start < 0) start = day;
        continue;
      }
      if (start >= 0 && day - start >= LOW_MOOD_DAYS) expected = { day: start, mood: Math.min(...(moods.slice(start, day) as number[])) };
      start = -1;
    }
    expect(expected).not.toBeNull();
    const person = result.people.find((one) => one.actorId === 'g0');
    expect(person?.risks).toContainEqual({ code: 'low_mood', ...expected });
    expect(person?.lowestMood).toBeLessThanOrEqual(expected?.mood ?? 0);
  });
});
