import { NavLink, Text } from '@mantine/core';
import type { OwnerTool } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '../../../shared/ui/mantine/menu-link';
import { usePlans } from './plans-dialog';
import { IconLock, tierNames, useToolLocks } from './tool-access';

interface ToolMenuEntryProps {
  tool: OwnerTool;
  to: string;
  label: string;
  icon: ReactNode;
  nested?: boolean;
  onNavigate: () => void;
}

/**
 * A tool in the owner's menu: a link while the plan opens it; otherwise still there, with a lock, the
 * tier that opens it and the way to the plans, so the owner sees what exists and how to get it.
 */
export function ToolMenuEntry({ tool, to, label, icon, nested, onNavigate }: ToolMenuEntryProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const lock = useToolLocks()(tool);
  if (!lock) return <MenuLink to={to} label={label} icon={icon} nested={nested} onNavigate={onNavigate} />;
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      rightSection={<IconLock size={16} />}
      data-testid={`menu-locked-${tool}`}
      description={
        <>
          <Text component="span" size="xs" c="dimmed" display="block">
            {t('ownerHelp.lock.reason', { tier: t(tierNames[lock.tier]) })}
          </Text>
          <Text component="span" size="xs" c="blue.7" fw={500} display="block">
            {t('ownerHelp.lock.action')}
          </Text>
        </>
      }
      onClick={() => {
        onNavigate();
        plans.open({ tool, tier: lock.tier });
      }}
    />
  );
}
