import { Badge, NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';

interface MenuLinkProps {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Also active on the pages below it (a list stays lit on its detail pages). */
  nested?: boolean;
  onNavigate?: () => void;
}

/** A side-menu entry that knows whether its page is open and says so to screen readers. */
export function MenuLink({ to, label, icon, nested = false, onNavigate }: MenuLinkProps) {
  const active = useMatch({ path: to, end: !nested }) !== null;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** An entry for a tool that is not open to anyone yet: visible, marked, and not a link. */
export function DisabledMenuEntry({ label, icon, badge }: { label: string; icon?: ReactNode; badge: string }) {
  return (
    <NavLink
      component="div"
      label={label}
      leftSection={icon}
      disabled
      aria-disabled="true"
      rightSection={
        <Badge size="xs" variant="light" color="gray">
          {badge}
        </Badge>
      }
    />
  );
}

/** An entry that does something (opens a dialog, signs out) rather than going somewhere. */
export function MenuAction({ label, icon, onClick, color }: { label: string; icon?: ReactNode; onClick: () => void; color?: string }) {
  return <NavLink component="button" type="button" label={label} leftSection={icon} onClick={onClick} color={color} c={color} />;
}
