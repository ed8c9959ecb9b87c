import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OwnerArea } from '@teamcast/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isPasswordResetState } from '../session/password-reset-state';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SetPasswordForm } from './set-password-form';

export type OwnerAccountDialog = 'changePassword' | 'changeEmail' | 'deleteAccount' | 'setPassword';

function AccountModal({ opened, onClose, title, testId, children }: { opened: boolean; onClose: () => void; title: string; testId: string; children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      {children}
    </Modal>
  );
}

/**
 * Which account dialog is open. A password-reset link lands with a marker in the history entry; while
 * it is there the new-password dialog shows, and closing the dialog removes it.
 */
function useDialogState<D extends string>(resetDialog: D) {
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<D | null>(null);
  const resetRequested = isPasswordResetState(location.state);
  const shown = dialog ?? (resetRequested ? resetDialog : null);
  const close = () => {
    setDialog(null);
    if (resetRequested) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  };
  return { shown, open: setDialog, close };
}

function useDone(close: () => void) {
  return (message: string) => {
    notifications.show({ color: 'teal', message });
    close();
  };
}

/** The owner's account dialogs: change password or email, delete the account, set a password after a reset link. */
export function useOwnerAccountDialogs(area: OwnerArea) {
  const { t } = useTranslation();
  const { shown, open, close } = useDialogState<OwnerAccountDialog>('setPassword');
  const done = useDone(close);
  const element = (
    <>
      <AccountModal opened={shown === 'changePassword'} onClose={close} title={t('owner.menu.changePassword')} testId="change-password-dialog">
        <ChangePasswordForm area={area} onDone={() => done(t('identity.changePassword.done'))} />
      </AccountModal>
      <AccountModal opened={shown === 'changeEmail'} onClose={close} title={t('owner.menu.changeEmail')} testId="change-email-dialog">
        <ChangeEmailForm area={area} onDone={() => done(t('identity.changeEmail.done'))} />
      </AccountModal>
      <AccountModal opened={shown === 'deleteAccount'} onClose={close} title={t('owner.menu.deleteAccount')} testId="delete-account-dialog">
        <DeleteAccountForm area={area} />
      </AccountModal>
      <AccountModal opened={shown === 'setPassword'} onClose={close} title={t('identity.setPassword.title')} testId="set-password-dialog">
        <SetPasswordForm area={area} lead={t('identity.setPassword.lead')} onDone={() => done(t('identity.changePassword.done'))} />
      </AccountModal>
    </>
  );
  return { open, element };
}

/**
 * The estimator's one account dialog: a new password. From the menu it asks the current one first,
 * unless the estimator never had one; after a reset link it asks only the new one.
 */
export function useEstimatorAccountDialogs({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const { shown, open, close } = useDialogState<'changePassword' | 'setPassword'>('setPassword');
  const done = useDone(close);
  const onDone = () => done(t('identity.changePassword.done'));
  const element = (
    <>
      <AccountModal opened={shown === 'changePassword'} onClose={close} title={t('estimator.menu.changePassword')} testId="change-password-dialog">
        <ChangePasswordForm area="estimator" onDone={onDone} />
      </AccountModal>
      <AccountModal opened={shown === 'setPassword'} onClose={close} title={t('estimator.menu.changePassword')} testId="set-password-dialog">
        <SetPasswordForm area="estimator" onDone={onDone} />
      </AccountModal>
    </>
  );
  return { open: () => open(hasPassword ? 'changePassword' : 'setPassword'), element };
}
