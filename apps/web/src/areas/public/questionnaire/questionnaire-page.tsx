import { Center, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearDraft } from '../../../features/questionnaire/draft-store';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { kindTexts, textKindOf, type TextKind } from './kind-texts';
import { flowPlan } from './flow-plan';
import { LoadFailureScreen } from './load-failure-screen';
import { loadFailureKind, permalinkProfileQuery } from './permalink-profile-query';
import { QuestionnaireFlow } from './questionnaire-flow';
import classes from './questionnaire.module.css';
import { SentScreen } from './sent-screen';
import { isUpgradeUnavailable, permalinkUpgradeQuery } from './upgrade-query';
import { parseUpgradeTarget, upgradeOffered, type UpgradeTarget } from './upgrade-target';
import { UpgradeUnavailableScreen } from './upgrade-unavailable-screen';

/** Nothing left to keep on the device once the questionnaire is sent. */
function ForgetDraft({ permalink }: { permalink: string }) {
  useEffect(() => {
    try {
      clearDraft(window.localStorage, permalink);
    } catch {
      // No storage, nothing to forget.
    }
  }, [permalink]);
  return null;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('questionnaire.load.loading')} />
    </Center>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md" className={classes.page}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Container>
  );
}

function useRouteTitle(route: TextKind): string {
  const { t } = useTranslation();
  return route === 'couple' ? t('public.coupleQuestionnaire.title') : t('public.profileQuestionnaire.title');
}

/** The questionnaire itself: filled in, or sent (with an upgrade offered where there is one). */
function PlainQuestionnaire({ permalink, route }: { permalink: string; route: TextKind }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const query = useQuery({ ...permalinkProfileQuery(client, permalink), enabled: permalink !== '' });
  const profile = query.data;
  const kind = profile ? textKindOf(profile.kind) : route;
  const routeTitle = useRouteTitle(route);

  let body;
  if (permalink === '') body = <LoadFailureScreen kind="not_found" />;
  else if (query.isError && !profile) {
    body = <LoadFailureScreen kind={loadFailureKind(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!profile) body = <Loading />;
  else if (profile.locked) {
    body = (
      <>
        <ForgetDraft permalink={permalink} />
        <SentScreen kind={kind} permalink={permalink} upgrade={upgradeOffered(profile)} />
      </>
    );
  } else body = <QuestionnaireFlow key={permalink} profile={profile} kind={kind} plan={flowPlan(null)} />;

  return <Frame title={profile ? t(kindTexts[kind].title) : routeTitle}>{body}</Frame>;
}

/** A sent questionnaire with the questions an upgrade adds (`&upgrade=full|love`). */
function UpgradeQuestionnaire({ permalink, target, route }: { permalink: string; target: UpgradeTarget; route: TextKind }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const query = useQuery(permalinkUpgradeQuery(client, permalink, target));
  const profile = query.data;
  const kind = profile ? textKindOf(profile.kind) : route;
  const routeTitle = useRouteTitle(route);

  let body;
  if (query.isError && !profile) {
    body = isUpgradeUnavailable(query.error) ? (
      <UpgradeUnavailableScreen permalink={permalink} />
    ) : (
      <LoadFailureScreen kind={loadFailureKind(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!profile) body = <Loading />;
  else if (profile.locked) body = <UpgradeUnavailableScreen permalink={permalink} />;
  else body = <QuestionnaireFlow key={`${permalink}:${target}`} profile={profile} kind={kind} plan={flowPlan(target)} />;

  return <Frame title={profile ? t(kindTexts[kind].title) : routeTitle}>{body}</Frame>;
}

/**
 * A questionnaire opened by its link (`?p=<permalink>`), without signing in; `&upgrade=` opens the
 * questions an upgrade adds to a sent one. `route` names the page the link led to, for the title
 * shown before the questionnaire itself is known.
 */
export function PermalinkQuestionnairePage({ route }: { route: TextKind }) {
  const [params] = useSearchParams();
  const permalink = params.get('p')?.trim() ?? '';
  const upgrade = parseUpgradeTarget(params.get('upgrade'));
  if (permalink !== '' && upgrade) return <UpgradeQuestionnaire key={upgrade} permalink={permalink} target={upgrade} route={route} />;
  return <PlainQuestionnaire permalink={permalink} route={route} />;
}
