import { Alert, Anchor, Grid, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { assignedProfileQuery } from '../api/estimation';
import { profileTitle } from '../components/estimation-labels';
import phone from '../components/estimator-phone.module.css';
import { GradingPanel } from '../components/grading-panel';
import { NoteEditor } from '../components/note-editor';
import { ProfileAnswersSection } from '../components/profile-answers-section';
import { ProfileSummary } from '../components/profile-summary';
import { SkipPanel } from '../components/skip-panel';

/** An assigned profile: its answers to read beside the grade, the precise score, the note and the skip. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useApiClient('estimator');
  const { data: profile, isPending, isError } = useQuery(assignedProfileQuery(client, id));
  const title = profile ? profileTitle(t, profile) : t('estimator.profile.title');
  useRememberLastOpened('estimator', 'profile', profile ? { id: profile._id, title } : null);
  return (
    <>
      <Anchor component={Link} to={paths.estimator.profiles} size="sm" className={phone.back}>
        {t('estimation.profile.back')}
      </Anchor>
      <PageTitle>{title}</PageTitle>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? (
        <Alert color="red" data-testid="profile-not-found">
          {t('estimation.profile.notFound')}
        </Alert>
      ) : null}
      {profile ? (
        <Stack gap="md">
          <ProfileSummary profile={profile} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              <ProfileAnswersSection profile={profile} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md">
                <GradingPanel key={`grade-${profile._id}`} profile={profile} />
                <NoteEditor key={`note-${profile._id}`} profile={profile} />
                <SkipPanel profile={profile} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      ) : null}
    </>
  );
}
