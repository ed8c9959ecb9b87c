import { Alert, Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Pair } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  PAIR_RELATIONS,
  PairMissing,
  PairResult,
  PairRunHistory,
  PairRunOutcome,
  PairRunPhases,
  PairSlotSelect,
  pairRelationLabels,
  useOwnerPairCheck,
  type usePairRun,
} from '../../../features/forecasts/components/pair';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, pairQuery, useDashboardHistory, useEditPair } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
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
  const { relation, chooseRelation, ruid, runState, snapshot, run, running, form, change, first, second, startDayValid, valid, changed, failure } =
    useOwnerPairCheck({
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
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="form"
        aria-label={t('pairCheck.form.label')}
        data-testid="pair-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !running) run.mutate();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="pair-relation-label">
              {t('pairCheck.form.relation.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="pair-relation-label"
              value={relation}
              onChange={chooseRelation}
              data={PAIR_RELATIONS.map((value) => ({ value, label: t(pairRelationLabels[value]) }))}
              style={{ alignSelf: 'flex-start' }}
              data-testid="pair-relation"
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PairSlotSelect
              area="owner"
              label={t('pairCheck.slots.first')}
              value={first}
              otherId={second?.id ?? null}
              onChange={(person) => change({ slots: [person, second] })}
              testId="pair-slot-1"
            />
            <PairSlotSelect
              area="owner"
              label={t('pairCheck.slots.second')}
              value={second}
              otherId={first?.id ?? null}
              onChange={(person) => change({ slots: [first, person] })}
              testId="pair-slot-2"
            />
          </SimpleGrid>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              type="date"
              label={t('pairCheck.form.startDay.label')}
              description={t('pairCheck.form.startDay.hint')}
              value={form.startDay}
              onChange={(event) => change({ startDay: event.currentTarget.value })}
              error={startDayValid ? undefined : t('pairCheck.form.startDay.invalid')}
              required
              w={260}
              data-testid="pair-start-day"
            />
            <Button type="submit" disabled={!valid || running} loading={run.isPending} data-testid="pair-run-button">
              {ruid && !changed ? t('pairCheck.form.runAgain') : t('pairCheck.form.run')}
            </Button>
          </Group>
          {!first || !second || first.id === second.id ? (
            <Text size="sm" c="dimmed" data-testid="pair-needs-both">
              {t('pairCheck.form.needBoth')}
            </Text>
          ) : changed ? (
            <Text size="sm" c="dimmed">
              {t('pairCheck.form.changed')}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" data-testid="pair-run-error">
              {t(errorMessageKey(failure instanceof ApiError ? failure.code : 'unknown'))}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      <PairRunPhases state={runState} />
      {pair ? <PairOutcome pair={pair} ruid={ruid} snapshot={snapshot} history={history} /> : null}
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
