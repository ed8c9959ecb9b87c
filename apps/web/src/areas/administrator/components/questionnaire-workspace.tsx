import { Anchor, Badge, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Questionnaire } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { failureCode } from '../../../shared/forms/form-failure';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useLocale } from '../../../shared/i18n/use-locale';
import { PageTitle } from '../../../shared/ui/page-title';
import { useUpdateQuestionnaire } from '../api/questionnaires';
import { kindKeys, QuestionnaireInUseBadge, QuestionnaireStatusBadge } from './questionnaire-badges';
import { QuestionnaireActions } from './questionnaire-actions';
import { addQuestion, neighbourInStep, removeQuestion, swapQuestions, updateQuestion } from './questionnaire-draft';
import { serverIssueOf, useQuestionnaireDraft } from './questionnaire-draft-state';
import { QuestionnaireIssues, useDraftIssues } from './questionnaire-issues';
import { QuestionnaireJsonEditor } from './questionnaire-json-editor';
import { QuestionnaireLeaveDialog, useLeaveGuard } from './questionnaire-leave-guard';
import { QuestionnairePreview } from './questionnaire-preview';
import { QuestionnaireQuestionForm } from './questionnaire-question-form';
import { QuestionnaireQuestionList } from './questionnaire-question-list';
import { QuestionnaireStatsPanel } from './questionnaire-stats';
import classes from './questionnaire-workspace.module.css';

type EditorTab = 'questions' | 'json' | 'preview';

const questionFormId = 'questionnaire-question-form';

/**
 * A questionnaire open for editing: its names and state with the actions on top, the figures of the
 * last recalculation, the issues that keep it from being saved, the questions (as a form or as JSON)
 * and, beside them on wide screens or as a tab on narrow ones, a live preview of the draft.
 */
export function QuestionnaireWorkspace({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 75em)');
  // Below this width the form sits under the list rather than beside it.
  const sideBySide = useMediaQuery('(min-width: 62em)');
  const state = useQuestionnaireDraft(questionnaire);
  const { draft } = state;
  const issues = useDraftIssues(draft.questions, state.serverIssue);
  const [selected, setSelected] = useState<number | null>(draft.questions.length > 0 ? 0 : null);
  const [tab, setTab] = useState<EditorTab>('questions');
  const save = useUpdateQuestionnaire(questionnaire._id);
  const { blocker, allowLeave } = useLeaveGuard(state.dirty);

  const current = selected !== null && selected < draft.questions.length ? selected : draft.questions.length > 0 ? 0 : null;
  const question = current === null ? undefined : draft.questions[current];
  const withIssues = useMemo(() => new Set(issues.flatMap((issue) => (issue.index === null ? [] : [issue.index]))), [issues]);
  const nameIssue = { ru: rules.required(draft.name.ru), en: rules.required(draft.name.en) };
  const blocked = issues.length > 0 || state.jsonError !== null || nameIssue.ru !== null || nameIssue.en !== null;

  const open = (index: number) => {
    setSelected(index);
    setTab('questions');
  };
  const onSave = () =>
    save.mutate(state.changes, {
      onSuccess: (saved) => {
        state.markSaved(saved);
        notifications.show({ color: 'teal', message: t('adminQuestionnaires.actions.saved') });
      },
      onError: (error) => {
        const refused = serverIssueOf(error);
        if (refused) {
          state.refused(refused);
          if (refused.index !== null) setSelected(refused.index);
        } else {
          notifications.show({ color: 'red', message: t(errorMessageKey(failureCode(error))) });
        }
      },
    });
  const move = (direction: -1 | 1) => {
    if (current === null) return null;
    const target = neighbourInStep(draft.questions, current, direction);
    if (target === null) return null;
    return () => {
      state.edit((value) => swapQuestions(value, current, target));
      setSelected(target);
    };
  };

  const preview = <QuestionnairePreview questions={draft.questions} />;
  return (
    <>
      <PageTitle subtitle={t('adminQuestionnaires.page.kind', { kind: t(kindKeys[questionnaire.kind]) })}>{questionnaire.name[locale] || t('administrator.questionnaire.title')}</PageTitle>
      <Anchor component={Link} to={paths.administrator.questionnaires} size="sm" mb="md" className={classes.back}>
        {t('adminQuestionnaires.page.back')}
      </Anchor>
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md" className={classes.toolbar} data-testid="questionnaire-header">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <QuestionnaireStatusBadge status={questionnaire.status} />
              {questionnaire.inUse ? <QuestionnaireInUseBadge /> : null}
              <Text size="sm" c="dimmed">
                {t('adminQuestionnaires.page.counts', { questions: questionnaire.questionCount, steps: questionnaire.stepCount })}
              </Text>
              {state.dirty ? (
                <Badge color="orange" variant="light" data-testid="unsaved-badge">
                  {t('adminQuestionnaires.page.unsaved')}
                </Badge>
              ) : null}
            </Group>
            <QuestionnaireActions
              questionnaire={questionnaire}
              save={{ dirty: state.dirty, blocked, pending: save.isPending, onSave }}
              onDeleted={() => {
                allowLeave();
                void navigate(paths.administrator.questionnaires);
              }}
            />
          </Group>
          {blocked && state.dirty ? (
            <Text size="sm" c="red.8" mt={6} data-testid="save-blocked">
              {t('adminQuestionnaires.page.fixToSave')}
            </Text>
          ) : null}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('adminQuestionnaires.fields.nameRu')}
              lang="ru"
              value={draft.name.ru}
              error={nameIssue.ru ? <IssueMessage issue={nameIssue.ru} /> : null}
              onChange={(event) => {
                const ru = event.currentTarget.value;
                state.edit((value) => ({ ...value, name: { ...value.name, ru } }));
              }}
            />
            <TextInput
              label={t('adminQuestionnaires.fields.nameEn')}
              lang="en"
              value={draft.name.en}
              error={nameIssue.en ? <IssueMessage issue={nameIssue.en} /> : null}
              onChange={(event) => {
                const en = event.currentTarget.value;
                state.edit((value) => ({ ...value, name: { ...value.name, en } }));
              }}
            />
          </SimpleGrid>
        </Paper>

        <QuestionnaireIssues issues={issues} onOpen={open} />

        {questionnaire.stats ? (
          <QuestionnaireStatsPanel stats={questionnaire.stats} questions={questionnaire.questions} current={questionnaire.status !== 'created'} />
        ) : null}

        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Tabs className={classes.tabs} value={wide && tab === 'preview' ? 'questions' : tab} onChange={(value) => setTab((value as EditorTab | null) ?? 'questions')} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="questions">{t('adminQuestionnaires.editor.tabs.questions')}</Tabs.Tab>
                <Tabs.Tab value="json">{t('adminQuestionnaires.editor.tabs.json')}</Tabs.Tab>
                {wide ? null : <Tabs.Tab value="preview">{t('adminQuestionnaires.editor.tabs.preview')}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="questions">
                <Grid gap="md" align="flex-start">
                  <Grid.Col span={{ base: 12, md: 5 }}>
                    <QuestionnaireQuestionList
                      questions={draft.questions}
                      selected={current}
                      onSelect={(index) => {
                        setSelected(index);
                        if (!sideBySide) document.getElementById(questionFormId)?.scrollIntoView({ block: 'start' });
                      }}
                      withIssues={withIssues}
                      onAdd={() => {
                        const added = addQuestion(draft, current);
                        state.edit(() => added.draft);
                        setSelected(added.index);
                      }}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 7 }} id={questionFormId} className={classes.formColumn}>
                    {question !== undefined && current !== null ? (
                      <QuestionnaireQuestionForm
                        key={current}
                        question={question}
                        index={current}
                        questions={draft.questions}
                        onChange={(next) => state.edit((value) => updateQuestion(value, current, () => next))}
                        onMoveUp={move(-1)}
                        onMoveDown={move(1)}
                        onRemove={() => {
                          state.edit((value) => removeQuestion(value, current));
                          setSelected(Math.max(0, current - 1));
                        }}
                      />
                    ) : (
                      <Text c="dimmed">{t('adminQuestionnaires.editor.noQuestions')}</Text>
                    )}
                  </Grid.Col>
                </Grid>
              </Tabs.Panel>
              <Tabs.Panel value="json">
                <QuestionnaireJsonEditor questions={draft.questions} text={state.jsonText} error={state.jsonError} onChange={state.editJson} />
              </Tabs.Panel>
              {wide ? null : (
                <Tabs.Panel value="preview" keepMounted>
                  {preview}
                </Tabs.Panel>
              )}
            </Tabs>
          </Grid.Col>
          {wide ? (
            <Grid.Col span={{ base: 12, lg: 4 }}>
              {preview}
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
      <QuestionnaireLeaveDialog blocker={blocker} />
    </>
  );
}
