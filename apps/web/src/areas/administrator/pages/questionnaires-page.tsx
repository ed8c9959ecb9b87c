import { Alert, Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QuestionnaireSummary } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href, paths } from '../../../shared/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { PageTitle } from '../../../shared/ui/page-title';
import { questionnairesQuery } from '../api/questionnaires';
import { kindKeys, QuestionnaireInUseBadge, QuestionnaireStatusBadge } from '../components/questionnaire-badges';
import { QuestionnaireCreateDialog } from '../components/questionnaire-create-dialog';
import { questionnaireTitle } from '../components/questionnaire-title';

const questionnaireHref = (id: string) => href(paths.administrator.questionnaire, { id });

function useDateTimeFormat() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

function QuestionnaireRow({ item }: { item: QuestionnaireSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const date = useDateTimeFormat();
  return (
    // The name is the link for keyboards and screen readers; the whole row answers a mouse click.
    <Table.Tr data-testid="questionnaire-row" style={{ cursor: 'pointer' }} onClick={() => void navigate(questionnaireHref(item._id))}>
      <Table.Td>
        <Anchor component={Link} to={questionnaireHref(item._id)} fw={600} size="sm" onClick={(event) => event.stopPropagation()}>
          {questionnaireTitle(item, locale)}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(kindKeys[item.kind])}</Table.Td>
      <Table.Td>
        <QuestionnaireStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>{item.inUse ? <QuestionnaireInUseBadge /> : <Text c="dimmed">—</Text>}</Table.Td>
      <Table.Td ta="right">{item.questionCount}</Table.Td>
      <Table.Td ta="right">{item.stepCount}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(item.created)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(item.updated)}</Table.Td>
    </Table.Tr>
  );
}

/** Questionnaires: which one serves each kind of profile, their status, and a way to start a new one. */
export function QuestionnairesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient('administrator');
  const { data, isPending, isError } = useQuery(questionnairesQuery(client));
  const titleOf = (id: string) => {
    if (!data) return undefined;
    const item = data.items.find((questionnaire) => questionnaire._id === id);
    return item ? questionnaireTitle(item, locale) : null;
  };
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageTitle>{t('administrator.questionnaires.title')}</PageTitle>
      <LastOpenedLink area="administrator" kind="questionnaire" hrefOf={questionnaireHref} titleOf={titleOf} />
      <Group justify="flex-end" mb="md">
        <Button onClick={() => setCreating(true)} disabled={!data} data-testid="create-questionnaire-open">
          {t('adminQuestionnaires.create.open')}
        </Button>
      </Group>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data && data.items.length === 0 ? <Text c="dimmed">{t('adminQuestionnaires.list.empty')}</Text> : null}
      {data && data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="questionnaires-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminQuestionnaires.list.columns.name')}</Table.Th>
                <Table.Th>{t('adminQuestionnaires.list.columns.kind')}</Table.Th>
                <Table.Th>{t('adminQuestionnaires.list.columns.status')}</Table.Th>
                <Table.Th>{t('adminQuestionnaires.list.columns.inUse')}</Table.Th>
                <Table.Th ta="right">{t('adminQuestionnaires.list.columns.questions')}</Table.Th>
                <Table.Th ta="right">{t('adminQuestionnaires.list.columns.steps')}</Table.Th>
                <Table.Th>{t('adminQuestionnaires.list.columns.created')}</Table.Th>
                <Table.Th>{t('adminQuestionnaires.list.columns.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <QuestionnaireRow key={item._id} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <QuestionnaireCreateDialog opened={creating} onClose={() => setCreating(false)} questionnaires={data?.items ?? []} />
    </>
  );
}
