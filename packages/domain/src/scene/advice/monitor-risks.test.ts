import { describe, expect, it } from 'vitest';
import { isolationRisk, lowMoodRisk, LOW_MOOD_DAYS, overworkRisk } from './monitor-risks';

describe('the monitor\u2019s risks', () => {
  it('counts low mood only from two weeks below anxious in a row, from its first day, with the spell\u2019s lowest mood', () => {
    const spell = (days: number, from: number) => Array.from({ length: 60 }, (_, day) => (day >= from && day < from + days ? -30 - (day % 3) : 10));
    expect(lowMoodRisk(spell(LOW_MOOD_DAYS - 1, 5))).toBeNull();
    expect(lowMoodRisk(spell(LOW_MOOD_DAYS, 5))).toEqual({ code: 'low_mood', day: 5, mood: -32 });
    // Exactly −20 is still anxious; a day out of the team breaks a spell.
    expect(lowMoodRisk(Array.from({ length: 60 }, () => -20))).toBeNull();
    expect(lowMoodRisk(Array.from({ length: 60 }, (_, day) => (day === 10 ? null : -25)))).toEqual({ code: 'low_mood', day: 11, mood: -25 });
    // A spell running to the year's end counts.
    expect(lowMoodRisk([...Array.from({ length: 20 }, () => 0), ...Array.from({ length: LOW_MOOD_DAYS }, () => -50)])).toEqual({ code: 'low_mood', day: 20, mood: -50 });
  });

  it('counts overwork above fifty hours only, and isolation at one contact or little familiarity', () => {
    expect(overworkRisk(Float64Array.from([40, 50, 50]))).toBeNull();
    expect(overworkRisk(Float64Array.from([40, 50, 51, 60]))).toEqual({ code: 'overwork', day: 2, hours: 51 });
    expect(isolationRisk(1, 0.9)).toEqual({ code: 'isolated', contacts: 1, familiarity: 0.9 });
    expect(isolationRisk(4, 0.1)).toEqual({ code: 'isolated', contacts: 4, familiarity: 0.1 });
    expect(isolationRisk(2, 0.5)).toBeNull();
  });
});
