import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type AdminProfileDetail } from '@teamcast/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { gradeKeys } from '../../../features/profiles/view/expertise';
import { ProfileAnswers } from '../../../features/profiles/view/profile-answers';
import { useApiClient } from '../../../shared/api/api-context';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { adminProfileQuery } from '../api/administration';
import { useDateFormat } from '../components/date-format';
import { FinalScoreControls } from '../components/final-score-controls';
import { rememberOpenedProfile } from '../components/last-opened';
import { ProfileStatusBadge } from '../components/profile-status-badge';
import { skipStatusKeys } from '../components/administration-labels';
import { ProfileEditDialog } from './profile-edit-dialog';

const nameOf = (profile: AdminProfileDetail) => [profile.lastName, profile.firstName].filter(Boolean).join(' ');

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function Grades({ profile }: { profile: AdminProfileDetail }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="grades-title">
      <Title order={2} size="h4" id="grades-title" mb="sm">
        {t('administration.profile.gradesTitle')}
      </Title>
      {profile.grades.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('administration.profile.noGrades')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs" data-testid="estimator-grades">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('administration.profile.estimator')}</Table.Th>
                <Table.Th ta="right">{t('administration.profile.score')}</Table.Th>
                <Table.Th ta="right">{t('administration.profile.scorePrecise')}</Table.Th>
                <Table.Th>{t('administration.profile.skip')}</Table.Th>
                <Table.Th>{t('administration.profile.note')}</Table.Th>
                <Table.Th>{t('administration.profile.ratedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profile.grades.map((grade) => (
                <Table.Tr key={grade.estimatorId}>
                  <Table.Td>{grade.estimatorName}</Table.Td>
                  <Table.Td ta="right">{grade.score ?? '—'}</Table.Td>
                  <Table.Td ta="right">{grade.scorePrecise ?? '—'}</Table.Td>
                  <Table.Td>{grade.skipStatus ? t(skipStatusKeys[grade.skipStatus]) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {grade.note || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{date(grade.ratedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The published model's guess, shown only as long as no final score was confirmed, and always marked predicted. */
function Prediction({ profile }: { profile: AdminProfileDetail }) {
  const { t } = useTranslation();
  const prediction = profile.prediction;
  if (!prediction || profile.finalScore !== null) return null;
  return (
    <Alert color="violet" variant="light" title={t('administration.profile.predictedTitle')} data-testid="profile-prediction">
      <Group gap="xs">
        <Badge color="violet">{t('administration.profile.predicted')}</Badge>
        <Text size="sm">
          {t('administration.profile.predictedValue', {
            value: prediction.value.toFixed(1),
            uncertainty: prediction.uncertainty.toFixed(1),
            grade: prediction.grade ? t(gradeKeys[prediction.grade]) : '—',
            model: prediction.modelName,
          })}
        </Text>
      </Group>
    </Alert>
  );
}

/** One profile for the administrator: details, readable answers, the estimators' grades and notes, and the final scores. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useApiClient('administrator');
  const date = useDateFormat();
  const { data: profile, isPending, error } = useQuery(adminProfileQuery(client, id));
  const [editing, setEditing] = useState(false);
  useEffect(() => rememberOpenedProfile(id), [id]);
  if (isPending) {
    return (
      <>
        <PageTitle>{t('administrator.profile.title')}</PageTitle>
        <Loader size="sm" />
      </>
    );
  }
  if (!profile) {
    const missing = error instanceof ApiError && error.statusCode === 404;
    return (
      <>
        <PageTitle>{t('administrator.profile.title')}</PageTitle>
        <Alert color={missing ? 'gray' : 'red'}>{t(missing ? 'administration.profile.notFound' : 'errors.codes.unknown')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle>{nameOf(profile) || t('administrator.profile.title')}</PageTitle>
      <Stack gap="lg">
        <Group gap="sm">
          <ProfileStatusBadge status={profile.status} />
          <Link to={paths.administrator.profiles}>{t('administration.profile.backToList')}</Link>
          <Button variant="light" size="xs" ml="auto" onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('administration.profile.edit')}
          </Button>
        </Group>
        <ProfileEditDialog profile={profile} opened={editing} onClose={() => setEditing(false)} />
        <Prediction profile={profile} />
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t('administration.profile.owner')} value={profile.ownerEmail} />
            <Fact label={t('administration.profile.position')} value={profile.position} />
            <Fact label={t('administration.profile.email')} value={profile.email} />
            <Fact label={t('administration.profile.phone')} value={profile.phone} />
            <Fact label={t('administration.profile.birthDate')} value={profile.birthDate} />
            <Fact label={t('administration.profile.created')} value={date(profile.createdAt)} />
            <Fact label={t('administration.profile.completed')} value={date(profile.completedAt)} />
            <Fact label={t('administration.profile.kind')} value={profile.kind} />
            <Fact
              label={t('administration.profile.skipStatusLabel')}
              value={t(profile.skipStatus ? skipStatusKeys[profile.skipStatus] : 'administration.profile.skipNone')}
            />
            <Fact label={t('administration.profile.finalGrade')} value={profile.grade ? t(gradeKeys[profile.grade]) : null} />
          </SimpleGrid>
        </Paper>
        <FinalScoreControls profile={profile} />
        <Grades profile={profile} />
        {profile.questionnaire && Object.keys(profile.answers).length > 0 ? (
          <ProfileAnswers questionnaire={profile.questionnaire} answers={profile.answers} />
        ) : (
          <Text c="dimmed">{t('administration.profile.noAnswers')}</Text>
        )}
      </Stack>
    </>
  );
}
