import { Group, Paper, Progress, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { QuestionnaireStats } from '@teamcast/contract';
import type { Question } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * The figures of the last recalculation: how many profiles were filled with the questionnaire and,
 * per question, the share of them that answered it, as bars.
 */
export function QuestionnaireStatsPanel({ stats, questions, current }: { stats: QuestionnaireStats; questions: readonly Question[]; current: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(stats.computedAt));
  // Questions of the definition first, in order; then any counted under names no longer in it.
  const names = [...new Set([...questions.map((question) => question.neuronName), ...Object.keys(stats.answeredShare)])].filter(
    (name) => name in stats.answeredShare,
  );
  const labelOf = (name: string) => questions.find((question) => question.neuronName === name)?.label?.[locale];
  return (
    <Paper withBorder p="md" radius="md" data-testid="questionnaire-stats">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {t('adminQuestionnaires.stats.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminQuestionnaires.stats.computedAt', { when })}
          </Text>
        </Group>
        <Text size="sm" data-testid="stats-filled">
          {t('adminQuestionnaires.stats.filled', { count: stats.filledProfiles })}
        </Text>
        {current ? null : (
          <Text size="sm" c="orange.8">
            {t('adminQuestionnaires.stats.stale')}
          </Text>
        )}
        {names.length > 0 && stats.filledProfiles > 0 ? (
          <Spoiler
            maxHeight={150}
            styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
            showLabel={t('adminQuestionnaires.stats.showAll')} hideLabel={t('adminQuestionnaires.stats.hide')}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing={6}>
              {names.map((name) => {
                const share = stats.answeredShare[name] ?? 0;
                const label = labelOf(name);
                return (
                  <div key={name} data-testid="stats-question">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="xs" truncate="end" title={label ?? name}>
                        <Text span ff="monospace" size="xs" fw={600}>
                          {name}
                        </Text>
                        {label ? ` · ${label}` : ''}
                      </Text>
                      <Text size="xs" fw={600}>
                        {percent.format(share)}
                      </Text>
                    </Group>
                    <Progress value={Math.round(share * 100)} size="sm" color={share < 0.5 ? 'orange' : 'teal'} aria-label={t('adminQuestionnaires.stats.share', { name })} />
                  </div>
                );
              })}
            </SimpleGrid>
          </Spoiler>
        ) : null}
      </Stack>
    </Paper>
  );
}
