import { ActionIcon, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEstimator, updateAdminEstimator, type EstimatorListItem } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { IconSettings, IconTrash } from '../../../shared/ui/icons';
import { estimatorsQueryKey } from '../api/estimators';
import { ConfirmDialog } from './confirm-dialog';

function EditEstimatorDialog({ estimator, onClose }: { estimator: EstimatorListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(estimator.fullName);
  const [information, setInformation] = useState(estimator.information ?? '');
  const save = useMutation({
    mutationFn: () => client(updateAdminEstimator, { params: { id: estimator._id }, body: { fullName, information } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: estimatorsQueryKey });
      notifications.show({ color: 'teal', message: t('administration.saved') });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('administration.estimators.editTitle', { email: estimator.email })} centered>
      <Stack>
        <TextInput label={t('administration.estimators.name')} value={fullName} onChange={(event) => setFullName(event.currentTarget.value)} maxLength={100} required data-testid="estimator-edit-name" />
        <Textarea label={t('administration.estimators.information')} value={information} onChange={(event) => setInformation(event.currentTarget.value)} maxLength={1000} rows={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('administration.cancel')}
          </Button>
          <Button disabled={!fullName.trim()} loading={save.isPending} onClick={() => save.mutate()} data-testid="estimator-edit-save">
            {t('administration.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Edit (name, information) and delete, beside the login link of an estimator's row. */
export function EstimatorActions({ estimator }: { estimator: EstimatorListItem }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => client(deleteEstimator, { params: { id: estimator._id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: estimatorsQueryKey });
      notifications.show({ color: 'teal', message: t('administration.estimators.deleted', { email: estimator.email }) });
      setDeleting(false);
    },
  });
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('administration.editOf', { name: estimator.fullName })} onClick={() => setEditing(true)}>
        <IconSettings size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('administration.deleteOf', { name: estimator.fullName })} onClick={() => setDeleting(true)}>
        <IconTrash size={18} />
      </ActionIcon>
      {editing ? <EditEstimatorDialog estimator={estimator} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={deleting}
        title={t('administration.estimators.deleteTitle')}
        message={t('administration.estimators.deleteMessage', { name: estimator.fullName })}
        confirmLabel={t('administration.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
