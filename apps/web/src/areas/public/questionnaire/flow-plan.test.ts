import { describe, expect, it } from 'vitest';
import { flowPlan } from './flow-plan';

describe('flow plan', () => {
  it('fills the link’s own questionnaire: details first, every step, then the sent screen', () => {
    expect(flowPlan(null)).toEqual({ upgrade: null, askDetails: true, steps: 'all', end: 'sent-screen' });
  });

  it('takes a sent short profile on to the full questionnaire: only the new steps, then back to the sent one', () => {
    expect(flowPlan('full')).toEqual({ upgrade: 'full', askDetails: false, steps: 'new', end: 'back-to-sent' });
  });

  it('takes a sent full profile on to love the same way', () => {
    expect(flowPlan('love')).toEqual({ upgrade: 'love', askDetails: false, steps: 'new', end: 'back-to-sent' });
  });
});
