import { ActionIcon, Menu } from '@mantine/core';
import type { Profile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDots, IconEdit, IconInvite, IconMe, IconOpen, IconRemove, IconShare } from '../view/profile-icons';
import { useProfileName } from '../view/profile-names';
import { useTouch } from '../view/use-phone';
import { profileActions, type ProfileDialog } from './profile-actions';
import type { OpenProfileDialog } from './profile-dialogs';

const items: Record<Exclude<ProfileDialog, 'remove'>, { key: string; Icon: typeof IconEdit }> = {
  edit: { key: 'profiles.actions.edit', Icon: IconEdit },
  share: { key: 'profiles.actions.share', Icon: IconShare },
  invitation: { key: 'profiles.actions.invitation', Icon: IconInvite },
  upend: { key: 'profiles.actions.upend', Icon: IconMe },
};

/** A profile's actions behind one button named after the profile, so a screen reader tells the rows apart. */
export function ProfileActionsMenu({ profile, openHref, onOpen }: { profile: Profile; openHref?: string; onOpen: OpenProfileDialog }) {
  const { t } = useTranslation();
  const touch = useTouch();
  const nameOf = useProfileName();
  const actions = profileActions(profile);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240} styles={touch ? { item: { minHeight: 44 } } : undefined}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={touch ? 'xl' : 'lg'}
          aria-label={t('profiles.actions.menu', { name: nameOf(profile) })}
          data-testid="profile-actions"
        >
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {openHref ? (
          <Menu.Item component={Link} to={openHref} leftSection={<IconOpen />}>
            {t('profiles.actions.open')}
          </Menu.Item>
        ) : null}
        {actions.map((action) => {
          if (action === 'remove') {
            return (
              <Menu.Item key={action} color="red" leftSection={<IconRemove />} onClick={() => onOpen('remove', profile)}>
                {profile.attached ? t('profiles.actions.detach') : t('profiles.actions.delete')}
              </Menu.Item>
            );
          }
          const { key, Icon } = items[action];
          return (
            <Menu.Item key={action} leftSection={<Icon />} onClick={() => onOpen(action, profile)}>
              {t(key)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
