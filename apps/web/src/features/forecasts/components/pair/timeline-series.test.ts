import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { calendarDate, pairTimeline } from './timeline-series';

const forecast = simulateScene(createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-11-15', lifespan: 'new', seed: 7 }));

describe('a pair’s year as chart and table series', () => {
  it('has a point for each of the 365 days, in percent for the relationship and the people’s moods in the pair’s order', () => {
    const timeline = pairTimeline(forecast, ['b', 'a']);
    expect(timeline.days).toHaveLength(365);
    const [first] = timeline.days;
    expect(first).toEqual({
      date: '2026-11-15',
      familiarity: forecast.days[0]!.familiarity * 100,
      cohesion: forecast.days[0]!.cohesion * 100,
      first: forecast.actors[1]!.satisfaction[0],
      second: forecast.actors[0]!.satisfaction[0],
    });
  });

  it('groups the days by month, the partial months at both ends included, with rounded means', () => {
    const timeline = pairTimeline(forecast, ['a', 'b']);
    expect(timeline.months.map((month) => month.month)).toEqual([
      '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05',
      '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11',
    ]);
    expect(timeline.monthStarts.slice(0, 3)).toEqual(['2026-11-15', '2026-12-01', '2027-01-01']);
    const december = forecast.days.map((day, index) => ({ day, index })).filter(({ day }) => day.date.startsWith('2026-12'));
    const meanMood = december.reduce((sum, { index }) => sum + forecast.actors[0]!.satisfaction[index]!, 0) / december.length;
    expect(timeline.months[1]!.first).toBe(Math.round(meanMood));
    expect(Number.isInteger(timeline.months[1]!.familiarity)).toBe(true);
  });

  it('keeps a person missing from the forecast as no value, not as zero', () => {
    const timeline = pairTimeline(forecast, ['a', 'gone']);
    expect(timeline.days[10]!.second).toBeNull();
    expect(timeline.months[0]!.second).toBeNull();
  });

  it('reads a forecast date as that calendar day wherever the viewer is', () => {
    expect(calendarDate('2027-01-01').getUTCDate()).toBe(1);
    expect(calendarDate('2027-03').getUTCMonth()).toBe(2);
  });
});
