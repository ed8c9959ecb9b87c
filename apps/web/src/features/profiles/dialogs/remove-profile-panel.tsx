import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OwnerArea, Profile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { useRemoveProfile } from '../api/profile-mutations';
import { useProfileName } from '../view/profile-names';
import { useControlSize } from '../view/use-phone';

/**
 * Deleting asks once more, naming the profile. A profile added from someone's link is only taken off
 * the list: it stays with its owner.
 */
export function RemoveProfilePanel({
  area,
  profile,
  onCancel,
  onRemoved,
}: {
  area: OwnerArea;
  profile: Profile;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const size = useControlSize();
  const nameOf = useProfileName();
  const remove = useRemoveProfile(area);
  const [alert, setAlert] = useState<string | null>(null);
  const name = nameOf(profile);
  return (
    <Stack gap="md" data-testid="remove-profile">
      <Text>{profile.attached ? t('profiles.remove.detachQuestion', { name }) : t('profiles.remove.deleteQuestion', { name })}</Text>
      <Text size="sm" c="dimmed">
        {profile.attached ? t('profiles.remove.detachNote') : t('profiles.remove.deleteNote')}
      </Text>
      <FormAlert code={alert} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size={size} onClick={onCancel} data-autofocus>
          {t('profiles.actions.cancel')}
        </Button>
        <Button
          color="red"
          size={size}
          loading={remove.isPending}
          data-testid="remove-profile-confirm"
          onClick={() => {
            setAlert(null);
            remove.mutate(profile, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: profile.attached ? t('profiles.remove.detached', { name }) : t('profiles.remove.deleted', { name }) });
                onRemoved();
              },
              onError: (error) => setAlert(failureCode(error)),
            });
          }}
        >
          {profile.attached ? t('profiles.actions.detach') : t('profiles.actions.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
