import { Alert, Group, Loader, Text } from '@mantine/core';
import { ApiError, type SnapshotView } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import type { HistoryRun } from './pair-run-history';
import type { usePairRun } from './use-pair-run';

type PairSnapshot = Extract<SnapshotView, { kind: 'pair' }>;

interface PairRunOutcomeProps {
  ruid: string | null;
  /** Undefined until the gateway has sent it: until then, whether the pair has a run is not known. */
  history: readonly HistoryRun[] | undefined;
  snapshot: ReturnType<typeof usePairRun>['snapshot'];
  /** Each screen names its states in its own words, and its tests find them by its own prefix. */
  words: { none: string; loading: string };
  testIdPrefix: string;
  /** What a stored run of another kind than a pair shows. */
  notPair?: ReactNode;
  children: (result: PairSnapshot) => ReactNode;
}

/** What the pair's run came to: nothing yet, the stored result loading, its failure, or the result. */
export function PairRunOutcome({ ruid, history, snapshot, words, testIdPrefix, notPair = null, children }: PairRunOutcomeProps) {
  const { t } = useTranslation();
  if (!ruid) {
    return history === undefined ? null : (
      <Text c="dimmed" data-testid={`${testIdPrefix}-no-result`}>
        {words.none}
      </Text>
    );
  }
  if (snapshot.error) {
    return (
      <Alert color="red" role="alert" data-testid={`${testIdPrefix}-result-error`}>
        {t(errorMessageKey(snapshot.error instanceof ApiError ? snapshot.error.code : 'unknown'))}
      </Alert>
    );
  }
  if (!snapshot.data) {
    return snapshot.fetchStatus === 'idle' ? null : (
      <Group gap="xs" data-testid={`${testIdPrefix}-result-loading`}>
        <Loader size="sm" />
        <Text size="sm">{words.loading}</Text>
      </Group>
    );
  }
  return snapshot.data.kind === 'pair' ? children(snapshot.data) : notPair;
}
