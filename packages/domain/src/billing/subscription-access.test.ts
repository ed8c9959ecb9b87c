import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureAccess, featureAllowed, featureTiers, gatedFeatures, tierOpen } from '../access/tool-access';
import { planIds, planOf } from './plans';
import { accessGrantingStatuses, accessOf, orderedTiers, subscriptionStatuses, tierIncludes, tierRules, type AllowRules } from './subscription-access';

const basicRules: AllowRules = { allowTeams: false, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false };
const lapsed = ['incomplete', 'unpaid', 'canceled'] as const;

describe('the tiers', () => {
  it('are the spec’s five, in its order', () => {
    expect(orderedTiers).toEqual(['basic', 'teams', 'monitor', 'simulator', 'simulatorPro']);
  });

  it('are cumulative in the spec’s order: the monitor above Teams, below the Simulator', () => {
    for (const [i, tier] of orderedTiers.entries()) {
      for (const [j, other] of orderedTiers.entries()) expect(tierIncludes(tier, other), `${tier} ⊇ ${other}`).toBe(i >= j);
    }
  });

  it('include themselves, and inclusion is transitive', () => {
    fc.assert(
      fc.property(fc.constantFrom(...featureTiers), fc.constantFrom(...featureTiers), fc.constantFrom(...featureTiers), (a, b, c) => {
        expect(tierIncludes(a, a)).toBe(true);
        if (tierIncludes(a, b) && tierIncludes(b, c)) expect(tierIncludes(a, c)).toBe(true);
        if (a !== b && tierIncludes(a, b)) expect(tierIncludes(b, a)).toBe(false);
      }),
    );
  });

  it('open by their rules exactly the gated features of the tiers they include', () => {
    for (const tier of featureTiers) {
      for (const feature of gatedFeatures) {
        const allowed = featureAllowed(feature, { ...tierRules[tier], needVerify: false });
        expect(allowed, `${tier} / ${feature}`).toBe(tierIncludes(tier, featureAccess[feature].tier));
      }
    }
  });

  it('open what each one is sold for: Teams the team tools, Monitor the director monitor, Simulator creating teams and scenes, Simulator Pro the comparison', () => {
    expect(tierRules.basic).toEqual(basicRules);
    expect(tierRules.teams).toEqual({ ...basicRules, allowTeams: true });
    expect(tierRules.monitor).toEqual({ ...basicRules, allowTeams: true, allowMonitor: true });
    expect(tierRules.simulator).toEqual({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false, allowMonitor: true });
    expect(tierRules.simulatorPro).toEqual({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true });
  });

  it('agree with the owner’s locks: each tier shows its own tier open and those above it closed', () => {
    for (const tier of featureTiers) {
      for (const other of featureTiers) {
        expect(tierOpen(other, { ...tierRules[tier], needVerify: false }), `${tier} opens ${other}`).toBe(tierIncludes(tier, other));
      }
    }
  });
});

describe('the access a subscription gives', () => {
  it('is the basic tier with no teams without a subscription', () => {
    expect(accessOf(null)).toEqual({ rules: basicRules, teamLimit: 0, plan: 'NONE', tier: 'basic' });
  });

  it('keeps access while active or past due (a failed renewal being retried)', () => {
    expect([...accessGrantingStatuses].sort()).toEqual(['active', 'past_due']);
  });

  it('is the plan’s tier and team limit for every plan in a granting status, and the basic tier in a lapsed one', () => {
    for (const plan of planIds) {
      for (const status of subscriptionStatuses) {
        const access = accessOf({ plan, status });
        if (status === 'active' || status === 'past_due') {
          expect(access, `${plan} ${status}`).toEqual({ rules: tierRules[planOf(plan).tier], teamLimit: planOf(plan).teams, plan, tier: planOf(plan).tier });
        } else {
          expect(access, `${plan} ${status}`).toEqual(accessOf(null));
        }
      }
    }
    expect(lapsed.every((status) => !accessGrantingStatuses.includes(status))).toBe(true);
  });

  it('limits teams per plan: none on LITE, the number bought on MID and FULL, 4 on the bonus, no plan limit on UNLIMITED', () => {
    const limit = (plan: Parameters<typeof planOf>[0]) => accessOf({ plan, status: 'active' }).teamLimit;
    expect(['LITE_DEMO', 'LITE_WEEK', 'LITE_MONTH'].map((plan) => limit(plan as 'LITE_WEEK'))).toEqual([0, 0, 0]);
    expect(['MID_DEMO', 'FULL_DEMO'].map((plan) => limit(plan as 'MID_DEMO'))).toEqual([1, 1]);
    for (const n of [1, 2, 3, 4] as const) {
      for (const id of [`MID_WEEK_${n}`, `MID_MONTH_${n}`, `FULL_WEEK_${n}`, `FULL_MONTH_${n}`] as const) expect(limit(id), id).toBe(n);
    }
    expect(limit('FULL_BONUS')).toBe(4);
    expect(limit('UNLIMITED')).toBeNull();
  });

  it('opens team creation only where the plan allows a team, and the comparison only on FULL and UNLIMITED', () => {
    for (const plan of planIds) {
      const { rules, teamLimit } = accessOf({ plan, status: 'active' });
      if (rules.allowCreateTeams) expect(teamLimit === null || teamLimit > 0, plan).toBe(true);
      expect(rules.allowCompareTeams, plan).toBe(plan === 'UNLIMITED' || plan.startsWith('FULL_'));
    }
  });

  it('opens the director monitor on MID, FULL, the bonus and UNLIMITED, not on LITE', () => {
    for (const plan of planIds) {
      const { rules } = accessOf({ plan, status: 'active' });
      expect(rules.allowMonitor, plan).toBe(plan === 'UNLIMITED' || plan.startsWith('FULL_') || plan.startsWith('MID_'));
    }
  });

  it('hands out a copy of the rules, so a caller’s change does not leak into the tier', () => {
    const access = accessOf({ plan: 'LITE_WEEK', status: 'active' });
    access.rules.allowCompareTeams = true;
    expect(tierRules.teams.allowCompareTeams).toBe(false);
    expect(accessOf({ plan: 'LITE_WEEK', status: 'active' }).rules.allowCompareTeams).toBe(false);
  });
});
