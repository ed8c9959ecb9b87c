import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueMessage } from '../../../shared/forms/issue-message';

/** The title a team may have: the API's bounds. */
export const TITLE_MAX = 100;

interface TeamTitleDialogProps {
  opened: boolean;
  /** The title the field starts with. */
  initial: string;
  heading: string;
  submitLabel: string;
  pending?: boolean;
  /** A refusal of the title by the server, shown under the field. */
  error?: ReactNode;
  onSubmit: (title: string) => void;
  onClose: () => void;
}

/** The team title dialog: names a new team, or renames one. */
export function TeamTitleDialog({ opened, initial, heading, submitLabel, pending, error, onSubmit, onClose }: TeamTitleDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered title={heading}>
      {/* Mounted afresh on each opening, so the field starts from the title as it is then. */}
      {opened ? <TitleForm initial={initial} submitLabel={submitLabel} pending={pending} error={error} onSubmit={onSubmit} onCancel={onClose} /> : null}
    </Modal>
  );
}

function TitleForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: Pick<TeamTitleDialogProps, 'initial' | 'submitLabel' | 'pending' | 'error' | 'onSubmit'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const [touched, setTouched] = useState(false);
  const empty = title.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) onSubmit(title.trim());
  };
  return (
    <form onSubmit={submit} noValidate data-testid="team-title-form">
      <Stack gap="md">
        <TextInput
          label={t('teams.title.label')}
          placeholder={t('teams.title.placeholder')}
          value={title}
          maxLength={TITLE_MAX}
          required
          data-autofocus
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={touched && empty ? <IssueMessage issue={{ code: 'required' }} /> : error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('teams.actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
