import { describe, expect, it } from 'vitest';
import { monthTicks, sharedTimeline, teamStyle } from './monitor-timeline';
import type { MonitorTeamView } from './monitor-timeline';

const team = (sceneId: string, startDate: string, power: (number | null)[]): MonitorTeamView => ({
  sceneId,
  title: sceneId,
  startDate,
  members: 3,
  year: { score: 0, power: 0, cohesion: 0, microclimate: 0, fit: 0 },
  power,
  cohesion: power.map((value) => (value === null ? null : value / 10)),
  microclimate: power,
  sharesWith: [],
});

describe('the monitor’s shared timeline', () => {
  it('places each team’s year on one calendar from the earliest start', () => {
    const timeline = sharedTimeline([team('a', '2027-01-30', [1, 2, 3]), team('b', '2027-02-01', [5, null, 7])]);
    expect(timeline.dates).toEqual(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02', '2027-02-03']);
    expect(timeline.series.get('a')?.power).toEqual([1, 2, 3, null, null]);
    expect(timeline.series.get('b')?.power).toEqual([null, null, 5, null, 7]);
    expect(timeline.series.get('b')?.cohesion).toEqual([null, null, 0.5, null, 0.7]);
    expect(monthTicks(timeline.dates)).toEqual([0, 2]);
  });

  it('is empty without teams', () => {
    expect(sharedTimeline([]).days).toEqual([]);
  });

  it('never gives two of the first twenty teams the same line', () => {
    const styles = Array.from({ length: 20 }, (_, index) => JSON.stringify(teamStyle(index)));
    expect(new Set(styles).size).toBe(20);
  });
});
