import { Alert, Grid, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { assignedProfileQuery, assignedProfilesQuery } from '../api/estimation';
import { profileTitle } from '../components/estimation-labels';
import { ProfileAnswersSection } from '../components/profile-answers-section';
import { ProfileSummary } from '../components/profile-summary';

// The most the server lists at once; the choice is among the estimator's assigned profiles.
const choices = 100;
const sides = ['left', 'right'] as const;
type Side = (typeof sides)[number];

function ComparedProfile({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: profile, isPending, isError } = useQuery(assignedProfileQuery(useApiClient('estimator'), id));
  if (isPending) return <Loader size="sm" />;
  if (isError) return <Alert color="red">{t('estimation.profile.notFound')}</Alert>;
  return (
    <Stack gap="sm" data-testid="compared-profile">
      <Title order={2} size="h3">
        <Link to={href(paths.estimator.profile, { id: profile._id })}>{profileTitle(t, profile)}</Link>
      </Title>
      <ProfileSummary profile={profile} />
      <ProfileAnswersSection profile={profile} />
    </Stack>
  );
}

/** Two assigned profiles side by side, each chosen from the estimator's list; the choice stays in the address. */
export function CompareProfilesPage() {
  const { t } = useTranslation();
  const client = useApiClient('estimator');
  const [search, setSearch] = useSearchParams();
  const { data, isPending } = useQuery(assignedProfilesQuery(client, { filter: 'all', sort: 'name', order: 'asc', limit: choices }));
  const options = (data?.items ?? []).map((profile) => ({ value: profile._id, label: profileTitle(t, profile) }));
  const chosen = (side: Side) => search.get(side);
  const choose = (side: Side, id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(side, id);
    else next.delete(side);
    setSearch(next, { replace: true });
  };
  return (
    <>
      <PageTitle>{t('estimator.compare.title')}</PageTitle>
      {isPending ? <Loader size="sm" /> : null}
      {data && data.items.length < 2 ? <Text c="dimmed">{t('estimation.compare.tooFew')}</Text> : null}
      <Grid gap="lg">
        {sides.map((side) => {
          const id = chosen(side);
          return (
            <Grid.Col key={side} span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="md">
                <Select
                  label={side === 'left' ? t('estimation.compare.left') : t('estimation.compare.right')}
                  placeholder={t('estimation.compare.placeholder')}
                  data={options.filter((option) => option.value !== chosen(side === 'left' ? 'right' : 'left'))}
                  value={id}
                  onChange={(value) => choose(side, value)}
                  searchable
                  clearable
                  mb="md"
                  data-testid={`compare-${side}`}
                />
                {id ? <ComparedProfile id={id} /> : <Text c="dimmed">{t('estimation.compare.pick')}</Text>}
              </Paper>
            </Grid.Col>
          );
        })}
      </Grid>
    </>
  );
}
