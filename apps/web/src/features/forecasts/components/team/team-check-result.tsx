import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { useSnapshot } from '../../api/forecast-queries';
import type { SnapshotTarget } from '../../api/load-snapshot';
import { ResultNarrative } from './result-narrative';
import { TeamResultView } from './team-result-view';

interface TeamCheckResultProps {
  area: OwnerArea;
  target: SnapshotTarget;
  nameOf: (id: string) => string;
}

/** A finished team check: when its year starts, the team's indicators and people, and the result in words. */
export function TeamCheckResult({ area, target, nameOf }: TeamCheckResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError } = useSnapshot(area, target);
  return (
    <Stack gap="md" component="section" aria-labelledby="team-check-result">
      <Title order={2} size="h3" id="team-check-result">
        {t('teamCheck.result.title')}
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label={t('teamCheck.loading')} />
      ) : isError || data.kind !== 'team' ? (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey('connection_failed'))}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('teamCheck.result.when', {
              date: new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.forecast.startDate)),
            })}
          </Text>
          <TeamResultView forecast={data.forecast} nameOf={nameOf} />
          <ResultNarrative area={area} ruid={target.ruid} type="team" />
        </>
      )}
    </Stack>
  );
}
