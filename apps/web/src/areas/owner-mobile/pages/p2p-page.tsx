import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  PairCheckForm,
  PairMissing,
  PairResult,
  PairRunOutcome,
  PairRunPhases,
  useOwnerPairCheck,
} from '../../../features/forecasts/components/pair';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, pairQuery, useDashboardHistory, useEditPair } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const AREA = 'owner-mobile';

/** The mobile owner's home: the pair check. Pairs need a verified owner only; an unverified one sees why it is closed. */
export function P2pPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf(AREA);
  return (
    <>
      <PageTitle subtitle={t('ownerMobile.p2p.intro')}>{t('ownerMobile.p2p.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('ownerMobile.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={AREA} email={self.email} />
      ) : (
        <PairCheck />
      )}
    </>
  );
}

/**
 * The owner's pair check on a phone, one column: the relation, two people, the start day and the run,
 * then its phases and the result. The form, its saving and the run are the owner's desktop check's.
 */
function PairCheck() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient(AREA);
  const queryClient = useQueryClient();
  const { id: pairId = null } = useParams();

  const pairState = useQuery({ ...pairQuery(AREA, client, pairId ?? ''), enabled: pairId !== null });
  const pair = pairId ? pairState.data : undefined;
  const history = useDashboardHistory(AREA);
  const editPair = useEditPair(AREA);
  const check = useOwnerPairCheck({
    area: AREA,
    route: paths.ownerMobile.p2p,
    pairId,
    pair,
    history,
    editPair: editPair.mutateAsync,
    keepPair: (ran) => keepScene(queryClient, AREA, ran),
  });

  if (pairId && pairState.error) {
    const words = { title: t('pairCheck.notFound.title'), text: t('pairCheck.notFound.text'), action: t('pairCheck.notFound.action') };
    return <PairMissing error={pairState.error} words={words} newCheckHref={href(paths.ownerMobile.p2p)} testId="pair-missing" />;
  }
  if (pairId && !pair) return <Loader size="sm" aria-label={t('ownerMobile.loading')} />;

  return (
    <Stack gap="lg">
      <PairCheckForm area={AREA} check={check} />
      <PairRunPhases state={check.runState} />
      {pair ? (
        <PairRunOutcome
          ruid={check.ruid}
          history={history}
          snapshot={check.snapshot}
          words={{ none: t('pairCheck.result.none'), loading: t('pairCheck.result.loading') }}
          testIdPrefix="pair"
          notPair={<Alert color="red">{t('pairCheck.result.unknownKind')}</Alert>}
        >
          {(result) => <PairResult area={AREA} snapshot={result} pair={pair} locale={locale} />}
        </PairRunOutcome>
      ) : null}
    </Stack>
  );
}
