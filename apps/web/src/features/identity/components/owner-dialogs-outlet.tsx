import type { OwnerArea } from '@teamcast/contract';
import { createContext, useContext } from 'react';
import { Outlet } from 'react-router';
import { useOwnerAccountDialogs, type OwnerAccountDialog } from './account-dialogs';

type OpenAccountDialog = (dialog: OwnerAccountDialog) => void;

// A context of its own rather than the outlet's: routes between the layout and its pages would hide that one.
const OwnerDialogsContext = createContext<OpenAccountDialog | null>(null);

/**
 * The pages of a mobile owner area with the area's account dialogs: the layout owns them (a
 * password-reset link opens one on any page), and the settings page opens them.
 */
export function OwnerDialogsOutlet({ area }: { area: OwnerArea }) {
  const dialogs = useOwnerAccountDialogs(area);
  return (
    <OwnerDialogsContext value={dialogs.open}>
      <Outlet />
      {dialogs.element}
    </OwnerDialogsContext>
  );
}

export function useOpenAccountDialog(): OpenAccountDialog {
  const open = useContext(OwnerDialogsContext);
  if (!open) throw new Error('useOpenAccountDialog needs an OwnerDialogsOutlet above it');
  return open;
}
