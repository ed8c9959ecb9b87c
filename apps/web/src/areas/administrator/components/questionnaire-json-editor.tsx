import { Stack, Text, Textarea } from '@mantine/core';
import type { Question } from '@teamcast/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonParse } from './questionnaire-draft';

interface JsonEditorProps {
  questions: readonly Question[];
  /** The text being typed, when it is not simply the draft's own rendering. */
  text: string | null;
  error: Exclude<JsonParse, { ok: true }> | null;
  onChange: (text: string) => void;
}

function JsonErrorText({ error }: { error: Exclude<JsonParse, { ok: true }> }) {
  const { t } = useTranslation();
  if (error.error === 'syntax') return <>{t('adminQuestionnaires.json.syntax', { detail: error.detail })}</>;
  const first = error.issues[0];
  const where = first === undefined || first.index === null ? '—' : `[${first.index}]${first.field ? `.${first.field}` : ''}`;
  return <>{t('adminQuestionnaires.json.shape', { where, count: error.issues.length })}</>;
}

/**
 * "Advanced: JSON": the questions as one JSON array, for pasting or bulk edits. The draft takes the
 * text as soon as it is valid; until then the error shows under it and saving waits.
 */
export function QuestionnaireJsonEditor({ questions, text, error, onChange }: JsonEditorProps) {
  const { t } = useTranslation();
  const rendered = useMemo(() => JSON.stringify(questions, null, 2), [questions]);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('adminQuestionnaires.json.hint')}
      </Text>
      <Textarea
        label={t('adminQuestionnaires.json.label')}
        rows={24}
        resize="vertical"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        value={text ?? rendered}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error ? <JsonErrorText error={error} /> : null}
        data-testid="questions-json"
      />
    </Stack>
  );
}
