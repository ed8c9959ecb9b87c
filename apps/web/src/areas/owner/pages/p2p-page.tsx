import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pair } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  PairCheckForm,
  PairMissing,
  PairResult,
  PairRunHistory,
  PairRunOutcome,
  PairRunPhases,
  useOwnerPairCheck,
  type usePairRun,
} from '../../../features/forecasts/components/pair';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, pairQuery, useDashboardHistory, useEditPair } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

/** Pairs need a verified owner only (no plan); an unverified one sees why the check is closed. */
export function P2pPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf('owner');
  return (
    <>
      <PageTitle subtitle={t('pairCheck.intro')}>{t('owner.p2p.title')}</PageTitle>
      {isPending ? <Loader size="sm" /> : self?.accessRules.needVerify ? <VerificationRequired area="owner" email={self.email} /> : <PairCheck />}
    </>
  );
}

/**
 * The check itself: two slots and a start day, the run with its phases, and the result. The run shown
 * is the address's `run`, else the pair's latest run in the history; the relation checked is the
 * address's `relation`, work by default.
 */
function PairCheck() {
  const { t } = useTranslation();
  const client = useApiClient('owner');
  const queryClient = useQueryClient();
  const { id: pairId = null } = useParams();

  const pairState = useQuery({ ...pairQuery('owner', client, pairId ?? ''), enabled: pairId !== null });
  const pair = pairId ? pairState.data : undefined;
  const history = useDashboardHistory('owner');

  const editPair = useEditPair('owner');
  const check = useOwnerPairCheck({
    area: 'owner',
    route: paths.owner.p2p,
    pairId,
    pair,
    history,
    editPair: editPair.mutateAsync,
    keepPair: (ran) => keepScene(queryClient, 'owner', ran),
    });

  if (pairId && pairState.error) {
    const words = { title: t('pairCheck.notFound.title'), text: t('pairCheck.notFound.text'), action: t('pairCheck.notFound.action') };
    return <PairMissing error={pairState.error} words={words} newCheckHref={href(paths.owner.p2p)} testId="pair-missing" />;
  }
  if (pairId && !pair) return <Loader size="sm" />;

  return (
    <Stack gap="xl">
      <PairCheckForm area={'owner'} check={check} />
      <PairRunPhases state={check.runState} />
      {pair ? <PairOutcome pair={pair} ruid={check.ruid} snapshot={check.snapshot} history={history} /> : null}
    </Stack>
  );
}

interface PairOutcomeProps {
  pair: Pair;
  ruid: string | null;
  snapshot: ReturnType<typeof usePairRun>['snapshot'];
  history: ReturnType<typeof useDashboardHistory>;
}

/** What the pair's run came to, and where the result stands in the history. */
function PairOutcome({ pair, ruid, snapshot, history }: PairOutcomeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const runHref = (other: string) => {
    const search = new URLSearchParams(params);
    search.set('run', other);
    return `${href(paths.owner.p2p, { id: pair._id })}?${search.toString()}`;
  };
  return (
    <PairRunOutcome
      ruid={ruid}
      history={history}
      snapshot={snapshot}
      words={{ none: t('pairCheck.result.none'), loading: t('pairCheck.result.loading') }}
      testIdPrefix="pair"
      notPair={<Alert color="red">{t('pairCheck.result.unknownKind')}</Alert>}
    >
      {(result) => (
        <PairResult
          area="owner"
          snapshot={result}
          pair={pair}
          locale={locale}
          footer={<PairRunHistory history={history} ruid={result.ruid} pairId={pair._id} locale={locale} historyHref={paths.owner.dashboard} runHref={runHref} />}
        />
      )}
    </PairRunOutcome>
  );
}
