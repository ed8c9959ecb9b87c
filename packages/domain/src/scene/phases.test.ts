import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancePhase, COMPUTE_PHASES, PHASE_PROGRESS, phaseProgress, type ComputePhase } from './phases';
import { civilFromDays, epochDay, weekdayOfEpochDay } from './calendar';

const PHASES = Object.keys(COMPUTE_PHASES) as ComputePhase[];

describe('computation phases', () => {
  it('have the specification\u2019s priorities and progress ranges', () => {
    expect(COMPUTE_PHASES).toEqual({ start: 0, init: 1, units: 2, render: 3, transfer: 4, done: 5 });
    expect(PHASE_PROGRESS).toMatchObject({ init: [10, 20], units: [35, 45], render: [65, 75], transfer: [85, 95], done: [100, 100] });
  });

  it('only ever move forward, whatever order the reports come in', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PHASES)), (reports) => {
        let phase: ComputePhase = 'start';
        for (const reported of reports) {
          const next = advancePhase(phase, reported);
          expect(COMPUTE_PHASES[next]).toBeGreaterThanOrEqual(COMPUTE_PHASES[phase]);
          expect(next).toBe(COMPUTE_PHASES[reported] > COMPUTE_PHASES[phase] ? reported : phase);
          phase = next;
        }
      }),
    );
  });

  it('show a progress value within the phase\u2019s range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHASES), fc.double({ noNaN: false }), (phase, fraction) => {
        const [low, high] = PHASE_PROGRESS[phase];
        const value = phaseProgress(phase, fraction);
        expect(value).toBeGreaterThanOrEqual(low);
        expect(value).toBeLessThanOrEqual(high);
      }),
    );
  });
});

describe('the scene calendar', () => {
  it('counts days and weekdays without a clock', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2026-12-01')).toBe(20788);
    expect(civilFromDays(20788 + 365)).toBe('2027-12-01');
    expect(civilFromDays(epochDay('2028-02-28') + 1)).toBe('2028-02-29');
    expect(weekdayOfEpochDay(epochDay('2026-11-22'))).toBe(6);
    expect(weekdayOfEpochDay(epochDay('2026-12-01'))).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), (days) => {
        expect(epochDay(civilFromDays(days))).toBe(days);
      }),
    );
  });
});
