import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ApiError, type OwnerArea } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { useResultText } from '../../api/forecast-queries';

interface PairNarrativeProps {
  area: OwnerArea;
  ruid: string;
  /** The run's two people, in the pair's order, so the text names them as the result does. */
  actorIds: readonly [string, string];
  locale: Locale;
}

/** The written description of a pair's result in the language on screen. */
export function PairNarrative({ area, ruid, actorIds, locale }: PairNarrativeProps) {
  const { t } = useTranslation();
  const { data, error, isPending } = useResultText(area, { result: ruid, type: 'pair', id1: actorIds[0], id2: actorIds[1] }, locale);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pair-text-title" aria-busy={isPending} data-testid="pair-text">
      <Title order={3} size="h4" mb="sm" id="pair-text-title">
        {t('pairCheck.result.text.title')}
      </Title>
      {data ? (
        <Stack gap="sm" lang={data.ln}>
          {data.text.split(/\n\s*\n/).map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      ) : error ? (
        <Alert color="red" role="alert">
          {t(errorMessageKey(error instanceof ApiError ? error.code : 'unknown'))}
        </Alert>
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('pairCheck.result.text.loading')}</Text>
        </Group>
      )}
    </Card>
  );
}
