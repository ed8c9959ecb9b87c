import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Questionnaire } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../shared/forms/form-failure';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconTrash } from '../../../shared/ui/icons';
import { useDeleteQuestionnaire, useUpdateQuestionnaire, type UpdateQuestionnaireBody } from '../api/questionnaires';

interface ActionsProps {
  questionnaire: Questionnaire;
  save: { dirty: boolean; blocked: boolean; pending: boolean; onSave: () => void };
  onDeleted: () => void;
}

function useFailureNotice() {
  const { t } = useTranslation();
  return (error: unknown) => notifications.show({ color: 'red', message: t(errorMessageKey(failureCode(error))) });
}

function DeleteDialog({ questionnaire, opened, onClose, onDeleted }: { questionnaire: Questionnaire; opened: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useDeleteQuestionnaire(questionnaire._id);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('adminQuestionnaires.delete.title')} centered data-testid="delete-questionnaire-dialog">
      <Stack gap="md">
        <Text size="sm">{t('adminQuestionnaires.delete.text', { name: questionnaire.name[locale] })}</Text>
        {remove.error ? (
          <Alert color="red" variant="light" data-testid="delete-questionnaire-error">
            {t(errorMessageKey(failureCode(remove.error)))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('adminQuestionnaires.delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('adminQuestionnaires.delete.done', { name: questionnaire.name[locale] }) });
                  onDeleted();
                },
              })
            }
          >
            {t('adminQuestionnaires.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Save, recalculate, deactivate or activate, delete. Save stays filled while there are unsaved
 * edits; the others act on the saved questionnaire.
 */
export function QuestionnaireActions({ questionnaire, save, onDeleted }: ActionsProps) {
  const { t } = useTranslation();
  const failed = useFailureNotice();
  const recalculate = useUpdateQuestionnaire(questionnaire._id);
  const status = useUpdateQuestionnaire(questionnaire._id);
  const [deleting, setDeleting] = useState(false);
  const inactive = questionnaire.status === 'inactive';
  const run = (mutation: typeof status, body: UpdateQuestionnaireBody, done: string) =>
    mutation.mutate(body, { onSuccess: () => notifications.show({ color: 'teal', message: done }), onError: failed });
  return (
    <Group gap="xs" data-testid="questionnaire-actions">
      <Button
        variant={save.dirty ? 'filled' : 'light'}
        disabled={!save.dirty || save.blocked}
        loading={save.pending}
        onClick={save.onSave}
        data-testid="save-questionnaire"
        data-dirty={save.dirty || undefined}
      >
        {t('adminQuestionnaires.actions.save')}
      </Button>
      <Button
        variant="default"
        loading={recalculate.isPending}
        onClick={() => run(recalculate, { recalculate: true }, t('adminQuestionnaires.actions.recalculated'))}
        data-testid="recalculate-questionnaire"
      >
        {t('adminQuestionnaires.actions.recalculate')}
      </Button>
      <Button
        variant="default"
        loading={status.isPending}
        onClick={() =>
          inactive
            ? run(status, { status: 'created' }, t('adminQuestionnaires.actions.activated'))
            : run(status, { status: 'inactive' }, t('adminQuestionnaires.actions.deactivated'))
        }
        data-testid="toggle-questionnaire-status"
      >
        {inactive ? t('adminQuestionnaires.actions.activate') : t('adminQuestionnaires.actions.deactivate')}
      </Button>
      <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)} data-testid="delete-questionnaire">
        {t('adminQuestionnaires.actions.delete')}
      </Button>
      <DeleteDialog questionnaire={questionnaire} opened={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </Group>
  );
}
