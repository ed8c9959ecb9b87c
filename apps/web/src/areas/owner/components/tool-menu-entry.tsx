import { Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
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
 * A tool in the owner's menu: a link while the plan opens it; otherwise still there, with a lock and the
 * tier that opens it, and choosing it opens the plans, so the owner sees what exists and how to get it.
 * The menu is narrow and long, so the action is the entry itself and is spelled out for screen readers
 * only; the dashboard's cards show it as a button.
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
      data-testid={`menu-locked-${tool}`}
      description={
        <Group component="span" gap={4} wrap="nowrap" align="flex-start">
          <IconLock size={14} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text component="span" size="xs" c="dimmed">
            {t('ownerHelp.lock.reason', { tier: t(tierNames[lock.tier]) })}
            <VisuallyHidden component="span">. {t('ownerHelp.lock.action')}</VisuallyHidden>
          </Text>
        </Group>
      }
      onClick={() => {
        onNavigate();
        plans.open({ tool, tier: lock.tier });
      }}
    />
  );
}
