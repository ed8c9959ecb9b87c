import { Container, Loader, Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearDraft } from '../../../features/questionnaire/draft-store';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { kindTexts, textKindOf, type TextKind } from './kind-texts';
import { LoadFailureScreen } from './load-failure-screen';
import { loadFailureKind, permalinkProfileQuery } from './permalink-profile-query';
import { QuestionnaireFlow } from './questionnaire-flow';
import classes from './questionnaire.module.css';
import { SentScreen } from './sent-screen';

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

/**
 * A questionnaire opened by its link (`?p=<permalink>`), without signing in. `route` names the page
 * the link led to, for the title shown before the questionnaire itself is known.
 */
export function PermalinkQuestionnairePage({ route }: { route: TextKind }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const [params] = useSearchParams();
  const permalink = params.get('p')?.trim() ?? '';
  const query = useQuery({ ...permalinkProfileQuery(client, permalink), enabled: permalink !== '' });
  const profile = query.data;
  const kind = profile ? textKindOf(profile.kind) : route;
  const routeTitle = route === 'couple' ? t('public.coupleQuestionnaire.title') : t('public.profileQuestionnaire.title');
  const title = profile ? t(kindTexts[kind].title) : routeTitle;

  let body;
  if (permalink === '') body = <LoadFailureScreen kind="not_found" />;
  else if (query.isError && !profile) {
    body = <LoadFailureScreen kind={loadFailureKind(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!profile) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('questionnaire.load.loading')} />
      </Center>
    );
  } else if (profile.locked) {
    body = (
      <>
        <ForgetDraft permalink={permalink} />
        <SentScreen kind={kind} />
      </>
    );
  } else body = <QuestionnaireFlow key={permalink} profile={profile} kind={kind} />;

  return (
    <Container size="md" className={classes.page}>
      <PageTitle>{title}</PageTitle>
      {body}
    </Container>
  );
}
