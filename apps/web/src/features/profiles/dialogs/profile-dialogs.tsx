import type { OwnerArea, Profile } from '@teamcast/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditProfileForm } from './edit-profile-dialog';
import { InvitationPanel } from './invitation-panel';
import type { ProfileDialog } from './profile-actions';
import { ProfileModal } from './profile-modal';
import { RemoveProfilePanel } from './remove-profile-panel';
import { ShareProfilePanel } from './share-profile-panel';
import { UpendProfilePanel } from './upend-profile-panel';

const titleKeys = {
  edit: 'profiles.edit.title',
  share: 'profiles.share.title',
  invitation: 'profiles.invitation.title',
  upend: 'profiles.upend.title',
} as const;

export type OpenProfileDialog = (dialog: ProfileDialog, profile: Profile) => void;

/**
 * The dialogs a profile's actions open (spec section 2: edit, share, invitation, delete), one at a
 * time, for the list and the profile page alike.
 */
export function useProfileDialogs(area: OwnerArea, options: { onRemoved?: (profile: Profile) => void } = {}) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ dialog: ProfileDialog; profile: Profile } | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback<OpenProfileDialog>((dialog, profile) => {
    setState({ dialog, profile });
    setOpened(true);
  }, []);
  // The content stays while the dialog fades out, then goes.
  const close = useCallback(() => setOpened(false), []);
  const { onRemoved } = options;

  let title = '';
  let body: ReactNode = null;
  if (state) {
    const { dialog, profile } = state;
    if (dialog === 'remove') {
      title = profile.attached ? t('profiles.remove.detachTitle') : t('profiles.remove.deleteTitle');
      body = (
        <RemoveProfilePanel
          area={area}
          profile={profile}
          onCancel={close}
          onRemoved={() => {
            close();
            onRemoved?.(profile);
          }}
        />
      );
    } else {
      title = t(titleKeys[dialog]);
      if (dialog === 'edit') body = <EditProfileForm area={area} profile={profile} onDone={close} />;
      if (dialog === 'share') body = <ShareProfilePanel area={area} profile={profile} />;
      if (dialog === 'invitation') body = <InvitationPanel area={area} profile={profile} />;
      if (dialog === 'upend') body = <UpendProfilePanel area={area} profile={profile} onDone={close} />;
    }
  }

  const element = (
    <ProfileModal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => setState(null)}
      title={title}
      closeButtonProps={{ 'aria-label': t('profiles.actions.close') }}
      data-testid={state ? `profile-dialog-${state.dialog}` : undefined}
    >
      {/* A fresh panel for each profile, so nothing typed for one shows for the next. */}
      <div key={state ? `${state.dialog}-${state.profile._id}` : 'none'}>{body}</div>
    </ProfileModal>
  );
  return { open, element };
}
