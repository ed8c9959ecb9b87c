import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { MONTH_LABEL_ROOM, monthTicks, VALUE_AXIS_ROOM } from './month-ticks';
import { calendarDate, pairTimeline } from './timeline-series';

const yearFrom = (startDate: string) =>
  pairTimeline(simulateScene(createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate, lifespan: 'new', seed: 7 })), ['a', 'b']);

const shortMonth = new Intl.DateTimeFormat('ru', { month: 'short', timeZone: 'UTC' });
const labels = (ticks: readonly string[]) => ticks.map((date) => shortMonth.format(calendarDate(date)));

// The chart's card at a 390 px wide phone leaves about 310 px for the chart, at 1280 px about 900.
const phonePlot = 310 - VALUE_AXIS_ROOM;
const desktopPlot = 900 - VALUE_AXIS_ROOM;

describe('the month labels of a pair’s year', () => {
  const march = yearFrom('2026-03-01');

  it('labels every month on a wide screen', () => {
    const ticks = monthTicks(march.monthStarts, march.days.length, desktopPlot);
    expect(ticks).toEqual(march.monthStarts);
    expect(labels(ticks)).toEqual(['март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.', 'янв.', 'февр.']);
  });

  it('labels every third month on a phone, so the short names stand apart', () => {
    const ticks = monthTicks(march.monthStarts, march.days.length, phonePlot);
    expect(labels(ticks)).toEqual(['март', 'июнь', 'сент.', 'дек.']);
  });

  it('never puts two labels closer than a label needs, at any width', () => {
    for (const timeline of [march, yearFrom('2026-11-05'), yearFrom('2026-11-15'), yearFrom('2027-02-27')]) {
      const pixelsPerDay = (width: number) => width / (timeline.days.length - 1);
      for (let width = 120; width <= 1400; width += 10) {
        const ticks = monthTicks(timeline.monthStarts, timeline.days.length, width);
        expect(ticks.length).toBeGreaterThan(0);
        const days = ticks.map((date) => timeline.days.findIndex((day) => day.date === date));
        for (let index = 1; index < days.length; index += 1) {
          expect((days[index]! - days[index - 1]!) * pixelsPerDay(width)).toBeGreaterThanOrEqual(MONTH_LABEL_ROOM);
        }
      }
    }
  });

  it('leaves out a first month cut to a few days, whose label would run into the next', () => {
    const late = yearFrom('2027-02-27');
    const ticks = monthTicks(late.monthStarts, late.days.length, desktopPlot);
    expect(ticks[0]).toBe('2027-03-01');
    // Most of a month keeps its label where there is room for it.
    const early = yearFrom('2026-11-05');
    expect(monthTicks(early.monthStarts, early.days.length, desktopPlot).slice(0, 2)).toEqual(['2026-11-05', '2026-12-01']);
  });

  it('labels every month until the chart’s width is known', () => {
    expect(monthTicks(march.monthStarts, march.days.length, 0 - VALUE_AXIS_ROOM)).toEqual(march.monthStarts);
  });
});
