import { Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import type { EstimatorProfileDetail } from '@teamcast/contract';
import { ESTIMATION_NOTE_MAX_LENGTH } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradingChange } from '../api/estimation';
import phone from './estimator-phone.module.css';

/** The estimator's note on a profile, saved on request, with whether what is typed is saved. */
export function NoteEditor({ profile }: { profile: EstimatorProfileDetail }) {
  const { t } = useTranslation();
  const change = useGradingChange(profile._id);
  const [text, setText] = useState(profile.note ?? '');
  const saved = text.trim() === (profile.note ?? '').trim();
  const saving = change.isPending && change.variables.kind === 'note';
  // Nothing to say of a note nobody has written yet.
  const blank = saved && profile.note === null && !change.isError;
  const state = saving
    ? t('estimation.note.saving')
    : change.isError
      ? t('estimation.note.failed')
      : blank
        ? ''
        : saved
          ? t('estimation.note.saved')
          : t('estimation.note.unsaved');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="note-title" data-testid="note-editor">
      <Title order={2} size="h4" id="note-title" mb="sm">
        {t('estimation.note.title')}
      </Title>
      <Textarea
        aria-labelledby="note-title"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={ESTIMATION_NOTE_MAX_LENGTH}
        rows={5}
      />
      <Group justify="space-between" mt="sm" className={phone.touchGroup}>
        <Text size="sm" c={saved && !change.isError ? 'teal' : 'dimmed'} data-testid="note-state" aria-live="polite">
          {state}
        </Text>
        <Button size="sm" onClick={() => change.mutate({ kind: 'note', content: text })} disabled={saved || saving} loading={saving}>
          {t('estimation.note.save')}
        </Button>
      </Group>
    </Paper>
  );
}
