import { toolLock, type FeatureLock, type OwnerTool } from '@teamcast/domain';
import { useCallback } from 'react';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { icon } from '../../../shared/ui/icons';

// The tiers' names and what they open are billing's, which the locks name too.
export { tierNames, tierOpens } from '../../../features/billing';

/** A tool by the name the menu gives it. */
export const toolNames = {
  p2p: 'owner.menu.p2p',
  teamCheck: 'owner.menu.teamCheck',
  simulator: 'owner.menu.simulator',
  compareTeams: 'owner.menu.compareTeams',
  monitor: 'owner.menu.monitor',
} as const satisfies Record<OwnerTool, string>;

/** What a tool does, in the words of its dashboard card. */
export const toolTexts = {
  p2p: 'dashboard.tools.p2p.text',
  teamCheck: 'dashboard.tools.teamCheck.text',
  simulator: 'dashboard.tools.simulator.text',
  compareTeams: 'dashboard.tools.compareTeams.text',
  monitor: 'dashboard.tools.monitor.text',
} as const satisfies Record<OwnerTool, string>;

export const IconLock = icon(['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2']);
export const IconPlan = icon(['M20 12.5L12.5 20 4 11.5V4h7.5z', 'M8 8h.01']);
export const IconCard = icon(['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3']);
export const IconInvoice = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6']);

/**
 * The lock on each of the owner's tools by the account's access rules. While the account loads
 * nothing is known to be locked, so nothing is shown as locked.
 */
export function useToolLocks(): (tool: OwnerTool) => FeatureLock | null {
  const { data: self } = useOwnerSelf('owner');
  const rules = self?.accessRules;
  return useCallback((tool: OwnerTool) => (rules ? toolLock(tool, rules) : null), [rules]);
}
