import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ApiError, type OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { useResultText } from '../../api/forecast-queries';

interface ResultNarrativeProps {
  area: OwnerArea;
  /** The finished run whose result is told. */
  ruid: string;
  type: 'team' | 'compare';
}

/** The result told in words, in the language on screen; it arrives after the figures. */
export function ResultNarrative({ area, ruid, type }: ResultNarrativeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, isPending } = useResultText(area, { result: ruid, type }, locale);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="result-narrative-title" data-testid="result-narrative">
      <Stack gap="sm">
        <Title order={3} size="h4" id="result-narrative-title">
          {t('teamCheck.narrative.title')}
        </Title>
        {isPending ? (
          <Loader size="sm" aria-label={t('teamCheck.narrative.loading')} />
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(error instanceof ApiError ? error.code : 'unknown'))}
          </Alert>
        ) : (
          data.text
            .split(/\n{2,}/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph) => (
              <Text key={paragraph} size="sm" lh={1.6} maw={820}>
                {paragraph}
              </Text>
            ))
        )}
      </Stack>
    </Card>
  );
}
