import { Loader } from '@mantine/core';
import { ownerTools, toolFeatures, type OwnerTool } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { PageTitle } from '../../../shared/ui/page-title';
import { toolNames, useToolLocks } from './tool-access';
import { ToolLock } from './tool-lock';

/** What a route of the owner area says about itself in its `handle`: the tool its page is. */
export interface OwnerToolHandle {
  ownerTool: OwnerTool;
}

function toolOf(handle: unknown): OwnerTool | undefined {
  const tool = (handle as Partial<OwnerToolHandle> | null | undefined)?.ownerTool;
  return ownerTools.find((each) => each === tool);
}

/**
 * The owner's pages, each in place unless it is a tool the plan does not open: then the tool's lock
 * instead, so every tool page is locked alike without knowing about plans. An unverified owner is
 * left to the page, which asks for the email first. A tool a plan can lock waits for the account, so
 * that a locked page never starts (and fails) before the lock replaces it.
 */
export function ToolGate() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { data: self } = useOwnerSelf('owner');
  const locks = useToolLocks();
  const tool = matches.map((match) => toolOf(match.handle)).find((each) => each !== undefined);
  if (!tool || toolFeatures[tool].length === 0) return <Outlet />;
  const lock = self && !self.accessRules.needVerify ? locks(tool) : null;
  if (self && !lock) return <Outlet />;
  return (
    <>
      <PageTitle>{t(toolNames[tool])}</PageTitle>
      {lock ? <ToolLock feature={lock.feature} tool={tool} /> : <Loader size="sm" aria-label={t('dashboard.loading')} />}
    </>
  );
}
