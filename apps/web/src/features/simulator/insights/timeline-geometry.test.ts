import { describe, expect, it } from 'vitest';
import { fittingTicks, linearScale, linePath, nearestIndex, valueAxis } from './timeline-geometry';

describe('timeline geometry', () => {
  it('keeps a fixed value axis and rounds an open one up to about four even steps', () => {
    expect(valueAxis([0, 1], [0, 0.5, 1], [0.2, 0.9])).toEqual({ domain: [0, 1], ticks: [0, 0.5, 1] });
    expect(valueAxis([0, 'auto'], undefined, [1.2, 5.6, null])).toEqual({ domain: [0, 6], ticks: [0, 2, 4, 6] });
    expect(valueAxis([0, 'auto'], undefined, [0.3])).toEqual({ domain: [0, 0.3], ticks: [0, 0.1, 0.2, 0.3] });
    expect(valueAxis([0, 'auto'], undefined, [null, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('draws a line through its values, broken where one is missing', () => {
    const x = linearScale([0, 3], [0, 30]);
    const y = linearScale([0, 1], [10, 0]);
    expect(linePath([0, 1, 2, 3], [0, 1, null, 0.5], x, y)).toBe('M0.0,10.0L10.0,0.0M30.0,5.0');
  });

  it('finds the day nearest a position', () => {
    const days = [-2, -1, 0, 1, 2];
    expect([-5, -1.4, 0.4, 0.6, 9].map((day) => days[nearestIndex(days, day)])).toEqual([-2, -1, 0, 1, 2]);
  });

  it('leaves out every second tick label, from the first, where labels would overlap', () => {
    const ticks = [0, 1, 2, 3, 4];
    expect(fittingTicks(ticks, linearScale([0, 4], [0, 400]), () => 'март')).toEqual(ticks);
    expect(fittingTicks(ticks, linearScale([0, 4], [0, 120]), () => 'март')).toEqual([0, 2, 4]);
  });
});
