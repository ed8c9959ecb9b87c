import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminProfile, type AdminProfileDetail } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { placeFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { adminProfileQuery, adminProfilesQueryKey } from '../api/administration';

type SkipChoice = 'none' | 'normal' | 'suspicious';

interface ProfileValues {
  firstName: string;
  lastName: string;
  position: string;
  skipStatus: SkipChoice;
}

type ProfileChanges = { firstName?: string; lastName?: string; position?: string; skipStatus?: 'normal' | 'suspicious' | null };

const valuesOf = (profile: AdminProfileDetail): ProfileValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  position: profile.position ?? '',
  skipStatus: profile.skipStatus ?? 'none',
});

/** Only what was changed goes to the server, so that the audit log records what the administrator meant to change. */
function changesOf(initial: ProfileValues, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of ['firstName', 'lastName', 'position'] as const) {
    if (values[field].trim() !== initial[field].trim()) changes[field] = values[field].trim();
  }
  if (values.skipStatus !== initial.skipStatus) changes.skipStatus = values.skipStatus === 'none' ? null : values.skipStatus;
  return changes;
}

function ProfileEditForm({ profile, onDone }: { profile: AdminProfileDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState(() => valuesOf(profile));
  const form = useForm<ProfileValues>({
    initialValues: initial,
    validate: { firstName: validator(rules.name), lastName: validator(rules.name), position: validator(rules.position) },
  });
  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => client(updateAdminProfile, { params: { id: profile._id }, body: changes }, { report: false }),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminProfileQuery(client, profile._id).queryKey, updated);
      // The lists show the new names when next opened.
      void queryClient.invalidateQueries({ queryKey: adminProfilesQueryKey, refetchType: 'none' });
      notifications.show({ color: 'teal', message: t('administration.profile.profileSaved') });
      onDone();
    },
    // The dialog stays open with what was typed; a refused field is marked where it is.
    onError: (error) => {
      const placed = placeFailure(error, { fields: { firstName: 'firstName', lastName: 'lastName', position: 'position' } });
      if ('field' in placed) {
        setFailure(null);
        form.setFieldError(placed.field, placed.message);
      } else {
        setFailure(placed.code);
      }
    },
  });
  return (
    <form
      noValidate
      data-testid="profile-edit-form"
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        const changes = changesOf(initial, values);
        if (Object.keys(changes).length === 0) onDone();
        else save.mutate(changes);
      })}
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert" title={t('administration.profile.saveFailed')} data-testid="profile-edit-failure" data-code={failure}>
            <Text size="sm">{t(errorMessageKey(failure))}</Text>
            <Text size="sm">{t('administration.profile.saveFailedHint')}</Text>
          </Alert>
        ) : null}
        <TextInput label={t('administration.profile.lastName')} maxLength={100} data-autofocus {...form.getInputProps('lastName')} data-testid="profile-edit-lastName" />
        <TextInput label={t('administration.profile.firstName')} maxLength={100} {...form.getInputProps('firstName')} data-testid="profile-edit-firstName" />
        <TextInput label={t('administration.profile.position')} maxLength={100} {...form.getInputProps('position')} data-testid="profile-edit-position" />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="profile-edit-skip-label">
            {t('administration.profile.skipStatusLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="profile-edit-skip-label"
            data={[
              { value: 'none', label: t('administration.profile.skipNone') },
              { value: 'normal', label: t('administration.profile.skipStatus.normal') },
              { value: 'suspicious', label: t('administration.profile.skipStatus.suspicious') },
            ]}
            {...form.getInputProps('skipStatus')}
            data-testid="profile-edit-skip"
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('administration.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="profile-edit-save">
            {t('administration.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The administrator corrects a profile's names and position, and marks it skipped or suspicious, or neither. */
export function ProfileEditDialog({ profile, opened, onClose }: { profile: AdminProfileDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('administration.profile.editTitle')} centered data-testid="profile-edit-dialog">
      {/* Mounted afresh on each opening, so the form starts from the saved values. */}
      {opened ? <ProfileEditForm profile={profile} onDone={onClose} /> : null}
    </Modal>
  );
}
