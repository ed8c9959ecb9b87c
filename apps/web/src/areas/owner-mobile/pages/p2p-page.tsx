import { Alert, Button, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  PAIR_RELATIONS,
  PairMissing,
  PairResult,
  PairRunOutcome,
  PairRunPhases,
  PairSlotSelect,
  pairRelationLabels,
  useOwnerPairCheck,
} from '../../../features/forecasts/components/pair';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, pairQuery, useDashboardHistory, useEditPair } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
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
  const { relation, chooseRelation, ruid, runState, snapshot, run, running, form, change, first, second, startDayValid, valid, changed, failure } =
    useOwnerPairCheck({
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
      <Paper
        withBorder
        radius="lg"
        p="md"
        component="form"
        aria-label={t('pairCheck.form.label')}
        data-testid="pair-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !running) run.mutate();
        }}
      >
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={600} id="pair-relation-label">
              {t('pairCheck.form.relation.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="pair-relation-label"
              fullWidth
              size="lg"
              value={relation}
              onChange={chooseRelation}
              data={PAIR_RELATIONS.map((value) => ({ value, label: t(pairRelationLabels[value]) }))}
              data-testid="pair-relation"
            />
          </Stack>
          <PairSlotSelect
            area={AREA}
            label={t('pairCheck.slots.first')}
            value={first}
            otherId={second?.id ?? null}
            onChange={(person) => change({ slots: [person, second] })}
            testId="pair-slot-1"
          />
          <PairSlotSelect
            area={AREA}
            label={t('pairCheck.slots.second')}
            value={second}
            otherId={first?.id ?? null}
            onChange={(person) => change({ slots: [first, person] })}
            testId="pair-slot-2"
          />
          <TextInput
            type="date"
            size="lg"
            label={t('pairCheck.form.startDay.label')}
            description={t('pairCheck.form.startDay.hint')}
            value={form.startDay}
            onChange={(event) => change({ startDay: event.currentTarget.value })}
            error={startDayValid ? undefined : t('pairCheck.form.startDay.invalid')}
            required
            data-testid="pair-start-day"
          />
          {!first || !second || first.id === second.id ? (
            <Text size="sm" c="dimmed" data-testid="pair-needs-both">
              {t('pairCheck.form.needBoth')}
            </Text>
          ) : changed ? (
            <Text size="sm" c="dimmed">
              {t('pairCheck.form.changed')}
            </Text>
          ) : null}
          <Button type="submit" size="lg" fullWidth disabled={!valid || running} loading={run.isPending} data-testid="pair-run-button">
            {ruid && !changed ? t('pairCheck.form.runAgain') : t('pairCheck.form.run')}
          </Button>
          {failure ? (
            <Alert color="red" role="alert" data-testid="pair-run-error">
              {t(errorMessageKey(failure instanceof ApiError ? failure.code : 'unknown'))}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <PairRunPhases state={runState} />
      {pair ? (
        <PairRunOutcome
          ruid={ruid}
          history={history}
          snapshot={snapshot}
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
