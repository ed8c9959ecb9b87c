import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A run of the owner's history as the gateway sends it. */
export interface HistoryRun {
  id: string;
  type: string;
  scenes: readonly string[];
  createdAt: string;
}

interface PairRunHistoryProps {
  /** The owner's latest runs, newest first; undefined until the gateway has sent them. */
  history: readonly HistoryRun[] | undefined;
  ruid: string;
  pairId: string;
  locale: Locale;
  /** Where the whole history is shown. */
  historyHref: string;
  /** Where another run of this pair is shown. */
  runHref: (ruid: string) => string;
}

/** The pair's runs of the history, newest first. */
export function pairRunsOf(history: readonly HistoryRun[], pairId: string): HistoryRun[] {
  return history.filter((item) => item.type === 'pair' && item.scenes[0] === pairId);
}

/**
 * Where the result shown stands in the owner's history: which of the latest runs it is, the way to the
 * whole history, and the pair's other runs to open instead.
 */
export function PairRunHistory({ history, ruid, pairId, locale, historyHref, runHref }: PairRunHistoryProps) {
  const { t } = useTranslation();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const position = history ? history.findIndex((item) => item.id === ruid) + 1 : 0;
  const others = history ? pairRunsOf(history, pairId).filter((item) => item.id !== ruid) : [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pair-history-title" data-testid="pair-history">
      <Title order={3} size="h4" mb="sm" id="pair-history-title">
        {t('pairCheck.result.history.title')}
      </Title>
      {history === undefined ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('pairCheck.result.history.waiting')}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm" data-testid="pair-history-position">
            {position > 0 ? t('pairCheck.result.history.position', { position, count: history.length }) : t('pairCheck.result.history.gone')}{' '}
            <Anchor component={Link} to={historyHref} size="sm">
              {t('pairCheck.result.history.link')}
            </Anchor>
          </Text>
          <div>
            <Text size="sm" fw={600} id="pair-history-earlier">
              {t('pairCheck.result.history.earlier')}
            </Text>
            {others.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pairCheck.result.history.noEarlier')}
              </Text>
            ) : (
              <Stack component="ul" gap={2} m={0} pl="lg" aria-labelledby="pair-history-earlier" data-testid="pair-history-runs">
                {others.map((item) => (
                  <li key={item.id}>
                    <Anchor component={Link} to={runHref(item.id)} size="sm">
                      {format.format(new Date(item.createdAt))}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </Card>
  );
}
