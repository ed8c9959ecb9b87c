import { Button, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { questionnaireKinds, type QuestionnaireKind, type QuestionnaireSummary } from '@teamcast/contract';
import { defaultQuestionnaires, rules, type Question } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, paths } from '../../../shared/paths';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { questionnaireQuery, useCreateQuestionnaire } from '../api/questionnaires';
import { kindKeys } from './questionnaire-badges';

interface CreateValues {
  kind: QuestionnaireKind;
  ru: string;
  en: string;
}

interface CreateDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The list as loaded, to find the questionnaire in use of each kind. */
  questionnaires: readonly QuestionnaireSummary[];
}

function CreateQuestionnaireForm({ questionnaires, onDone }: { questionnaires: readonly QuestionnaireSummary[]; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateQuestionnaire();
  const [alert, setAlert] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const form = useForm<CreateValues>({
    initialValues: { kind: 'profile', ru: '', en: '' },
    validate: { ru: validator(rules.required), en: validator(rules.required) },
  });
  const source = questionnaires.find((item) => item.kind === form.values.kind && item.inUse);

  // A new questionnaire starts as a copy of the one in use of its kind, or of the built-in default.
  const startingQuestions = async (kind: QuestionnaireKind): Promise<Question[]> => {
    if (!source) return [...defaultQuestionnaires[kind].definition.questions];
    const full = await queryClient.fetchQuery(questionnaireQuery(client, source._id));
    return [...full.questions];
  };

  const submit = async (values: CreateValues) => {
    setAlert(null);
    setCopying(true);
    try {
      const questions = await startingQuestions(values.kind);
      const created = await create.mutateAsync({ kind: values.kind, name: { ru: values.ru.trim(), en: values.en.trim() }, questions });
      notifications.show({ color: 'teal', message: t('adminQuestionnaires.create.done', { name: created.name[locale] }) });
      onDone();
      void navigate(href(paths.administrator.questionnaire, { id: created._id }));
    } catch (error) {
      setAlert(failureCode(error));
    } finally {
      setCopying(false);
    }
  };

  return (
    <form noValidate data-testid="create-questionnaire-form" onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <FormAlert code={alert} />
        <NativeSelect
          label={t('adminQuestionnaires.fields.kind')}
          data={questionnaireKinds.map((kind) => ({ value: kind, label: t(kindKeys[kind]) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('adminQuestionnaires.fields.nameRu')} withAsterisk data-autofocus lang="ru" {...form.getInputProps('ru')} />
        <TextInput label={t('adminQuestionnaires.fields.nameEn')} withAsterisk lang="en" {...form.getInputProps('en')} />
        <Text size="sm" c="dimmed" data-testid="create-questionnaire-source">
          {source
            ? t('adminQuestionnaires.create.copyOf', { name: source.name[locale], count: source.questionCount })
            : t('adminQuestionnaires.create.copyOfDefault')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminQuestionnaires.create.inUseHint')}
        </Text>
        <Button type="submit" loading={copying}>
          {t('adminQuestionnaires.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** "New questionnaire": a kind and names in both languages; the questions start as a copy to edit. */
export function QuestionnaireCreateDialog({ opened, onClose, questionnaires }: CreateDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminQuestionnaires.create.title')} centered data-testid="create-questionnaire-dialog">
      <CreateQuestionnaireForm questionnaires={questionnaires} onDone={onClose} />
    </Modal>
  );
}
