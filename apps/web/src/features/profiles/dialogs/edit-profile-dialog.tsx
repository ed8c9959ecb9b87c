import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OwnerArea, Profile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { useUpdateProfile } from '../api/profile-mutations';
import { useControlSize } from '../view/use-phone';
import { ProfileDetailsFields, detailsOf, detailsTargets, fieldsOf, useDetailsForm } from './profile-details-form';

/** The profile's details as the owner wrote them, to correct; the answers stay the specialist's. */
export function EditProfileForm({ area, profile, onDone }: { area: OwnerArea; profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const size = useControlSize();
  const form = useDetailsForm(detailsOf(profile), profile);
  const update = useUpdateProfile(area);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <form
      noValidate
      data-testid="edit-profile-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        update.mutate(
          { id: profile._id, fields: fieldsOf(values, 'edit') },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('profiles.edit.saved') });
              onDone();
            },
            onError: (error) => showFailure(form, setAlert, error, detailsTargets),
          },
        );
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <ProfileDetailsFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size={size} onClick={onDone}>
            {t('profiles.actions.cancel')}
          </Button>
          <Button type="submit" size={size} loading={update.isPending}>
            {t('profiles.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
