import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { locales, type Answer, type Answers, type Locale, type Question } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionnaireStepView, stepsOf } from '../../../features/questionnaire';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * The draft as a specialist would see it, one step at a time. The preview keeps its own answers, never
 * saved, so that the administrator can try the dependencies out; its language is chosen apart from
 * the interface's.
 */
export function QuestionnairePreview({ questions }: { questions: readonly Question[] }) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(uiLocale);
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const steps = stepsOf(questions);
  // A step removed while editing falls back to the first one.
  const step = chosenStep !== null && steps.includes(chosenStep) ? chosenStep : (steps[0] ?? 1);
  const onChange = (neuronName: string, answer: Answer | null) =>
    setAnswers((current) => {
      const next = { ...current };
      if (answer === null) delete next[neuronName];
      else next[neuronName] = answer;
      return next;
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="questionnaire-preview">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            {t('adminQuestionnaires.preview.title')}
          </Title>
          <SegmentedControl
            aria-label={t('adminQuestionnaires.preview.language')}
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            data={locales.map((item) => ({ value: item, label: item.toUpperCase() }))}
          />
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            flex={1}
            label={t('adminQuestionnaires.preview.step')}
            value={String(step)}
            onChange={(event) => setChosenStep(Number(event.currentTarget.value))}
            data={steps.map((item) => ({ value: String(item), label: t('adminQuestionnaires.editor.step', { step: item }) }))}
          />
          <Button variant="default" onClick={() => setAnswers({})} disabled={Object.keys(answers).length === 0}>
            {t('adminQuestionnaires.preview.reset')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('adminQuestionnaires.preview.hint')}
        </Text>
        <div lang={locale}>
          <QuestionnaireStepView questions={questions} step={step} answers={answers} onChange={onChange} locale={locale} />
        </div>
      </Stack>
    </Paper>
  );
}
