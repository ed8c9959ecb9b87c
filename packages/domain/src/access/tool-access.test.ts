import { describe, expect, it } from 'vitest';
import {
  featureLock,
  featureTiers,
  gatedFeatures,
  isGatedFeature,
  ownerTools,
  tierFeatures,
  tierOpen,
  toolLock,
  type OwnerTool,
  type ToolAccessRules,
} from './tool-access';

const none: ToolAccessRules = { needVerify: false, allowTeams: false, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false };
const all: ToolAccessRules = { needVerify: false, allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };

const locks = (rules: ToolAccessRules) => Object.fromEntries(ownerTools.map((tool) => [tool, toolLock(tool, rules)])) as Record<OwnerTool, unknown>;

describe('tool access', () => {
  it('leaves a new owner the pair check and locks the team tools, each with the tier that opens it', () => {
    expect(locks(none)).toEqual({
      p2p: null,
      teamCheck: { feature: 'teams', tier: 'teams' },
      simulator: { feature: 'teams', tier: 'teams' },
      compareTeams: { feature: 'compare_teams', tier: 'simulatorPro' },
      monitor: { feature: 'monitor', tier: 'monitor' },
    });
  });

  it('opens every tool when every rule is on', () => {
    expect(Object.values(locks(all))).toEqual([null, null, null, null, null]);
  });

  it('opens the team check and the simulator with the teams, but not the comparison nor the monitor', () => {
    const teams = { ...none, allowTeams: true };
    expect(locks(teams)).toEqual({
      p2p: null,
      teamCheck: null,
      simulator: null,
      compareTeams: { feature: 'compare_teams', tier: 'simulatorPro' },
      monitor: { feature: 'monitor', tier: 'monitor' },
    });
    expect(featureLock('create_teams', teams)).toEqual({ feature: 'create_teams', tier: 'simulator' });
  });

  it('opens nothing by the scratch scene’s rule, which the server no longer reads', () => {
    expect(locks({ ...none, allowScene: true })).toEqual(locks(none));
  });

  it('asks for the teams rule too where the server does: comparing and creating teams without it stays locked', () => {
    const withoutTeams = { ...none, allowCompareTeams: true, allowCreateTeams: true, allowMonitor: true };
    expect(toolLock('compareTeams', withoutTeams)).not.toBeNull();
    expect(toolLock('monitor', withoutTeams)).not.toBeNull();
    expect(featureLock('create_teams', withoutTeams)).not.toBeNull();
  });

  it('does not read verification: that gate is the email’s', () => {
    expect(toolLock('teamCheck', { ...all, needVerify: true })).toBeNull();
    expect(toolLock('p2p', { ...none, needVerify: true })).toBeNull();
  });

  it('gives every feature a tier and names which tiers are open', () => {
    expect(featureTiers.flatMap(tierFeatures).sort()).toEqual([...gatedFeatures].sort());
    expect(featureTiers.filter((tier) => tierOpen(tier, none))).toEqual(['basic']);
    expect(featureTiers.filter((tier) => tierOpen(tier, { ...none, allowTeams: true }))).toEqual(['basic', 'teams']);
    expect(featureTiers.filter((tier) => tierOpen(tier, { ...none, allowTeams: true, allowCreateTeams: true }))).toEqual(['basic', 'teams', 'simulator']);
    expect(featureTiers.filter((tier) => tierOpen(tier, { ...none, allowTeams: true, allowMonitor: true }))).toEqual(['basic', 'teams', 'monitor']);
    expect(featureTiers.filter((tier) => tierOpen(tier, all))).toEqual(['basic', 'teams', 'monitor', 'simulator', 'simulatorPro']);
  });

  it('recognises the feature names the server sends', () => {
    expect(gatedFeatures.every(isGatedFeature)).toBe(true);
    expect(isGatedFeature('monitor')).toBe(true);
    expect(isGatedFeature('simulator')).toBe(false);
    expect(isGatedFeature(undefined)).toBe(false);
  });
});
