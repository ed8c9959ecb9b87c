import { describe, expect, it } from 'vitest';
import { pageOf, peopleShown, sortTeams } from './monitor-people';
import type { MonitorPersonView, MonitorTeamView } from './monitor-timeline';

const person = (name: string, lowestMood: number, risks: MonitorPersonView['risks']): MonitorPersonView => ({
  actorId: name,
  name,
  sceneIds: [],
  meanMood: 0,
  lowestMood,
  peakWeeklyHours: 40,
  contacts: 3,
  familiarity: 0.5,
  risks,
});

const team = (title: string, score: number, members: number): MonitorTeamView => ({
  sceneId: title,
  title,
  startDate: '2027-01-01',
  members,
  year: { score, power: score, cohesion: 0.5, microclimate: 10, fit: 0.5 },
  power: [],
  cohesion: [],
  microclimate: [],
  sharesWith: [],
});

describe('the monitor’s lists', () => {
  const people = [
    person('Анна', 10, []),
    person('Борис', -40, [{ code: 'low_mood', day: 3, mood: -40 }]),
    person('Вера', -10, [
      { code: 'overwork', day: 5, hours: 54 },
      { code: 'isolated', contacts: 1, familiarity: 0.1 },
    ]),
    person('Глеб', -60, [{ code: 'low_mood', day: 1, mood: -60 }]),
  ];

  it('keeps the people at risk, those with more risks and the lowest mood first, filters them by kind, or keeps everyone', () => {
    expect(peopleShown(people, 'all').map((each) => each.name)).toEqual(['Вера', 'Глеб', 'Борис']);
    expect(peopleShown(people, 'low_mood').map((each) => each.name)).toEqual(['Глеб', 'Борис']);
    expect(peopleShown(people, 'isolated').map((each) => each.name)).toEqual(['Вера']);
    expect(peopleShown(people, 'everyone').map((each) => each.name)).toEqual(['Вера', 'Глеб', 'Борис', 'Анна']);
  });

  it('cuts a list into pages and keeps a page past the end on the last one', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(items, 3, 20).items).toEqual(items.slice(40));
    expect(pageOf(items, 9, 20).page).toBe(3);
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('sorts the teams by any column, either way, names breaking ties', () => {
    const teams = [team('Б', 2, 4), team('А', 2, 5), team('В', 3, 3)];
    expect(sortTeams(teams, { key: 'score', descending: true }, 'ru').map((each) => each.title)).toEqual(['В', 'А', 'Б']);
    expect(sortTeams(teams, { key: 'members', descending: false }, 'ru').map((each) => each.title)).toEqual(['В', 'Б', 'А']);
    expect(sortTeams(teams, { key: 'title', descending: true }, 'ru').map((each) => each.title)).toEqual(['В', 'Б', 'А']);
  });
});
