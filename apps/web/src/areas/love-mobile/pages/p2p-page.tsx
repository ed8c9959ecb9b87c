import { Alert, Button, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, createPair, type Pair } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PairMissing, PairRunOutcome, PairRunPhases, usePairCheck } from '../../../features/forecasts/components/pair';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, pairQuery, useDashboardHistory } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { LovePairResult } from '../components/love-pair-result';
import { PeoplePicker } from '../components/people-picker';
import { lovePeopleQuery } from '../love-people-query';
import { LOVE_RELATIONS, type LoveRelation } from '../love-relation';

const AREA = 'love-mobile';

const relationLabels = { love: 'love.p2p.relation.love', friend: 'love.p2p.relation.friend' } as const satisfies Record<LoveRelation, string>;

/** Pairs need a verified account only; an unverified one sees why the check is closed. */
export function P2pPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf(AREA);
  return (
    <>
      <PageTitle subtitle={t('love.p2p.intro')}>{t('loveMobile.p2p.title')}</PageTitle>
      {isPending ? <Loader size="sm" /> : self?.accessRules.needVerify ? <VerificationRequired area={AREA} email={self.email} /> : <LoveCheck />}
    </>
  );
}

/** The two chosen, and which stored pair they were changed from. */
interface Draft {
  base: string;
  chosen: string[];
}

const baseOf = (pair: Pair | undefined) => (pair ? `${pair._id}:${pair.version}` : 'new');
const chosenOf = (pair: Pair | undefined) => pair?.actors.map((actor) => actor.id) ?? [];

/**
 * The check: love or friendship, two people, the run with its phases, and the result. The address
 * keeps the pair (`/love-mobile/p2p/<pairId>`), the relation (`?relation=friend`) and the run shown
 * (`?run=`, else the pair's latest in the history), so a reload or Back shows the same.
 */
function LoveCheck() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient(AREA);
  const queryClient = useQueryClient();
  const { id: pairId = null } = useParams();
  const [params] = useSearchParams();

  const people = useQuery(lovePeopleQuery(client));
  const pairState = useQuery({ ...pairQuery(AREA, client, pairId ?? ''), enabled: pairId !== null });
  const pair = pairId ? pairState.data : undefined;
  const history = useDashboardHistory(AREA);

  const [draft, setDraft] = useState<Draft | null>(null);
  // A profile's page may send someone here to be checked (`?with=<profileId>`): they start chosen.
  const start = pair ? chosenOf(pair) : [params.get('with')].filter((id): id is string => !!id && (people.data ?? []).some((person) => person._id === id));
  const chosen = draft && draft.base === baseOf(pair) ? draft.chosen : start;
  const samePair = !!pair && chosen.length === 2 && chosen[0] === pair.actors[0]?.id && chosen[1] === pair.actors[1]?.id;

  const { relation, chooseRelation, ruid, runState, snapshot, run, running } = usePairCheck({
    area: AREA,
    pairId,
    pair,
    history,
    relations: LOVE_RELATIONS,
    fallback: 'love',
    route: paths.loveMobile.p2p,
    startParams: ['with'],
    pairToRun: async () => {
      const [first, second] = chosen;
      if (!first || !second) throw new Error('Two people are needed');
      // A pair of other people is a new pair; the same two, in the same order, run again.
      return samePair && pair ? pair : await client(createPair, { body: { actors: [first, second] } }, { report: false });
    },
    onStarted: (ran) => {
      keepScene(queryClient, AREA, ran);
      setDraft(null);
    },
  });

  if (pairId && pairState.error) {
    const words = { title: t('love.p2p.notFound.title'), text: t('love.p2p.notFound.text'), action: t('love.p2p.notFound.action') };
    return <PairMissing error={pairState.error} words={words} newCheckHref={href(paths.loveMobile.p2p)} testId="love-pair-missing" />;
  }
  if ((pairId && !pair) || people.isPending) return <Loader size="sm" aria-label={t('love.p2p.loading')} />;

  const candidates = people.data ?? [];
  const failure = run.error;
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="lg"
        p="md"
        component="form"
        aria-label={t('love.p2p.form')}
        data-testid="love-pair-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length === 2 && !running) run.mutate();
        }}
      >
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={600} id="love-relation-label">
              {t('love.p2p.relation.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="love-relation-label"
              fullWidth
              size="md"
              radius="xl"
              color="pink"
              value={relation}
              onChange={chooseRelation}
              data={LOVE_RELATIONS.map((value) => ({ value, label: t(relationLabels[value]) }))}
              data-testid="love-relation"
            />
          </Stack>
          <Stack gap={6}>
            <Text fw={600} id="love-people-label">
              {t('love.p2p.people')}
            </Text>
            {people.isError ? (
              <Alert color="red" role="alert">
                {t(errorMessageKey(people.error instanceof ApiError ? people.error.code : 'unknown'))}
              </Alert>
            ) : candidates.length < 2 ? (
              <Alert color="pink" variant="light" data-testid="love-needs-people">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('love.p2p.needPeople')}</Text>
                  <Button component={Link} to={paths.loveMobile.profiles} variant="white" color="pink">
                    {t('love.p2p.toProfiles')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <PeoplePicker people={candidates} chosen={chosen} onChange={(next) => setDraft({ base: baseOf(pair), chosen: next })} labelledBy="love-people-label" />
            )}
          </Stack>
          {candidates.length >= 2 && chosen.length < 2 ? (
            <Text size="sm" c="dimmed" data-testid="love-needs-two">
              {t('love.p2p.needTwo')}
            </Text>
          ) : null}
          <Button type="submit" size="lg" radius="xl" color="pink" fullWidth disabled={chosen.length !== 2 || running} loading={run.isPending} data-testid="love-run">
            {ruid && samePair ? t('love.p2p.runAgain') : t('love.p2p.run')}
          </Button>
          {failure ? (
            <Alert color="red" role="alert" data-testid="love-run-error">
              {t(errorMessageKey(failure instanceof ApiError ? failure.code : 'unknown'))}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <PairRunPhases state={runState} />
      {pair ? (
        <PairRunOutcome ruid={ruid} history={history} snapshot={snapshot} words={{ none: t('love.p2p.noResult'), loading: t('love.p2p.resultLoading') }} testIdPrefix="love">
          {(result) => <LovePairResult snapshot={result} pair={pair} locale={locale} />}
        </PairRunOutcome>
      ) : null}
    </Stack>
  );
}
