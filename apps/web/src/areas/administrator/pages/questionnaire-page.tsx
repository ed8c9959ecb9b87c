import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { failureCode } from '../../../shared/forms/form-failure';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { PageTitle } from '../../../shared/ui/page-title';
import { questionnaireQuery } from '../api/questionnaires';
import { questionnaireTitle } from '../components/questionnaire-title';
import { QuestionnaireWorkspace } from '../components/questionnaire-workspace';

/** One questionnaire: edit its questions with live checks and a preview, recalculate, deactivate, delete. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocale();
  const client = useApiClient('administrator');
  const { data, error, isPending } = useQuery(questionnaireQuery(client, id));
  useRememberLastOpened('administrator', 'questionnaire', data ? { id: data._id, title: questionnaireTitle(data, locale) } : null);
  if (data) return <QuestionnaireWorkspace key={data._id} questionnaire={data} />;
  return (
    <>
      <PageTitle>{t('administrator.questionnaire.title')}</PageTitle>
      {isPending ? <Loader size="sm" /> : null}
      {error ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" data-testid="questionnaire-load-error">
            {t(errorMessageKey(failureCode(error)))}
          </Alert>
          <Anchor component={Link} to={paths.administrator.questionnaires} size="sm">
            {t('adminQuestionnaires.page.back')}
          </Anchor>
        </Stack>
      ) : null}
    </>
  );
}
