import { Alert, Button, Stack, Text } from '@mantine/core';
import { ApiError } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { useTouchArea } from '../../../../shared/ui/touch-area';

interface PairMissingProps {
  /** Why the address's pair could not be read. */
  error: unknown;
  /** Each screen says it in its own words: that the pair is gone, and the way to a new check. */
  words: { title: string; text: string; action: string };
  newCheckHref: string;
  testId: string;
}

/** The address names a pair that is gone (deleted, or another's), or that could not be read: why, and a new check. */
export function PairMissing({ error, words, newCheckHref, testId }: PairMissingProps) {
  const { t } = useTranslation();
  const touch = useTouchArea();
  const notFound = error instanceof ApiError && error.statusCode === 404;
  return (
    <Alert color={notFound ? 'gray' : 'red'} title={notFound ? words.title : undefined} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notFound ? words.text : t(errorMessageKey(error instanceof ApiError ? error.code : 'unknown'))}</Text>
        <Button component={Link} to={newCheckHref} variant="light" size={touch ? 'lg' : undefined}>
          {words.action}
        </Button>
      </Stack>
    </Alert>
  );
}
