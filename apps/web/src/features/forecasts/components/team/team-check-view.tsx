import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ApiError, type OwnerArea } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../../shared/errors/error-display';
import { useTouchArea } from '../../../../shared/ui/touch-area';
import { RunProgress } from '../run-progress';
import { TeamCheckForm } from './team-check-form';
import { TeamCheckResult } from './team-check-result';
import type { useTeamCheck } from './use-team-check';

interface TeamCheckViewProps {
  area: OwnerArea;
  check: ReturnType<typeof useTeamCheck>;
  /** The area's profile list, where an owner without profiles makes some. */
  profilesHref: string;
  /** Shown above the people, when the page's title does not say it already. */
  intro?: ReactNode;
}

/**
 * The team check's screen below its title: the people to choose, why the check cannot start, the run
 * on its way and the result, or that the address's check is not in the history any more. In a
 * phone-shaped area the way to the profiles is a button a thumb can hit.
 */
export function TeamCheckView({ area, check, profilesHref, intro }: TeamCheckViewProps) {
  const { t } = useTranslation();
  const touch = useTouchArea();
  const { profiles, choice, choose, run, startError, starting, running, runState, progressShown, started, target, historyKnown, nameOf, sceneId } = check;
  return (
    <Stack gap="lg">
      {intro}
      <Card withBorder radius={touch ? 'lg' : 'md'} padding={touch ? 'md' : 'lg'} component="section" aria-labelledby="team-check-people">
        <Title order={2} size="h4" mb="md" id="team-check-people">
          {t('teamCheck.form.title')}
        </Title>
        {profiles.isPending ? (
          <Loader size="sm" aria-label={t('teamCheck.loading')} />
        ) : profiles.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="team-check-refused">
            {t(errorMessageKey(profiles.error instanceof ApiError ? profiles.error.code : 'unknown'))}
          </Alert>
        ) : profiles.data.items.length === 0 ? (
          touch ? (
            <Stack gap="sm" data-testid="team-check-no-profiles">
              <Text size="sm">{t('teamCheck.noProfiles')}</Text>
              <Button component={Link} to={profilesHref} size="lg" fullWidth variant="light">
                {t('teamCheck.profilesLink')}
              </Button>
            </Stack>
          ) : (
            <Text size="sm" data-testid="team-check-no-profiles">
              {t('teamCheck.noProfiles')}{' '}
              <Anchor component={Link} to={profilesHref}>
                {t('teamCheck.profilesLink')}
              </Anchor>
            </Text>
          )
        ) : (
          <TeamCheckForm profiles={profiles.data.items} choice={choice} onChange={choose} onRun={run} busy={running} />
        )}
      </Card>

      {startError ? (
        <Alert color="red" variant="light" role="alert" data-testid="team-check-error">
          {t(errorMessageKey(startError instanceof ApiError ? startError.code : 'unknown'))}
        </Alert>
      ) : null}
      {progressShown ? <RunProgress state={runState} /> : null}

      {target ? (
        <TeamCheckResult area={area} target={target} nameOf={nameOf} />
      ) : sceneId && !started && !starting ? (
        !historyKnown ? (
          <Loader size="sm" aria-label={t('teamCheck.loading')} />
        ) : (
          <Alert color="gray" variant="light" data-testid="team-check-not-found">
            {t('teamCheck.result.notFound')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}
