import { toolLock, type FeatureLock, type FeatureTier, type OwnerTool } from '@teamcast/domain';
import { useCallback } from 'react';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { icon } from '../../../shared/ui/icons';

export const tierNames = {
  basic: 'ownerHelp.tiers.basic',
  teams: 'ownerHelp.tiers.teams',
  monitor: 'ownerHelp.tiers.monitor',
  simulator: 'ownerHelp.tiers.simulator',
  simulatorPro: 'ownerHelp.tiers.simulatorPro',
} as const satisfies Record<FeatureTier, string>;

export const tierOpens = {
  basic: 'ownerHelp.tierOpens.basic',
  teams: 'ownerHelp.tierOpens.teams',
  monitor: 'ownerHelp.tierOpens.monitor',
  simulator: 'ownerHelp.tierOpens.simulator',
  simulatorPro: 'ownerHelp.tierOpens.simulatorPro',
} as const satisfies Record<FeatureTier, string>;

/** A tool by the name the menu gives it. */
export const toolNames = {
  p2p: 'owner.menu.p2p',
  teamCheck: 'owner.menu.teamCheck',
  simulator: 'owner.menu.simulator',
  compareTeams: 'owner.menu.compareTeams',
} as const satisfies Record<OwnerTool, string>;

/** What a tool does, in the words of its dashboard card. */
export const toolTexts = {
  p2p: 'dashboard.tools.p2p.text',
  teamCheck: 'dashboard.tools.teamCheck.text',
  simulator: 'dashboard.tools.simulator.text',
  compareTeams: 'dashboard.tools.compareTeams.text',
} as const satisfies Record<OwnerTool, string>;

export const IconLock = icon(['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2']);

/**
 * The lock on each of the owner's tools by the account's access rules. While the account loads
 * nothing is known to be locked, so nothing is shown as locked.
 */
export function useToolLocks(): (tool: OwnerTool) => FeatureLock | null {
  const { data: self } = useOwnerSelf('owner');
  const rules = self?.accessRules;
  return useCallback((tool: OwnerTool) => (rules ? toolLock(tool, rules) : null), [rules]);
}
