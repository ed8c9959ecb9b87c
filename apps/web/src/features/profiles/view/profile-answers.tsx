import { Paper, Stack, Text, Title } from '@mantine/core';
import type { QuestionnaireForm } from '@teamcast/contract';
import { visibleQuestions, type Answers } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { answerText, questionLabel } from './answer-text';
import classes from './profile-view.module.css';
import { stepTitle } from './step-titles';

/** A filled questionnaire to read: the questions shown for these answers, step by step, in the language on screen. */
export function ProfileAnswers({ questionnaire, answers }: { questionnaire: QuestionnaireForm; answers: Answers }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = visibleQuestions(questionnaire, answers);
  const steps = [...new Set(shown.map((question) => question.step))].sort((a, b) => a - b);
  return (
    <Stack gap="md" data-testid="profile-answers">
      {steps.map((step) => {
        const titleId = `profile-step-${step}`;
        return (
          <Paper key={step} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
            <Title order={3} size="h4" id={titleId} mb="sm">
              {stepTitle(t, questionnaire.kind, step)}
            </Title>
            <dl className={classes.answers} data-testid="profile-step-answers">
              {shown
                .filter((question) => question.step === step)
                .map((question) => {
                  const answer = answerText(question, answers[question.neuronName], locale);
                  return (
                    <div key={question.neuronName} className={classes.answer}>
                      <dt>{questionLabel(question, locale)}</dt>
                      <dd>
                        {answer.kind === 'text' ? (
                          answer.text
                        ) : (
                          <Text span c="dimmed" size="sm">
                            {t('profiles.answers.none')}
                          </Text>
                        )}
                      </dd>
                    </div>
                  );
                })}
            </dl>
          </Paper>
        );
      })}
    </Stack>
  );
}
