import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, type SceneView } from '@teamcast/contract';
import { MAX_SCENE_ACTORS, SCENE_LIFESPANS, teamSizeIssue, type SceneLifespan } from '@teamcast/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { firstOfThisMonth } from '../common/day-dates';
import { lifespanHints, lifespanLabels } from '../common/lifespan-texts';
import { ProfilePicker } from './profile-picker';
import { useCreateTeam } from './team-queries';

interface TeamSetupDialogProps {
  /** The title chosen in the title dialog; null while the dialog is closed. */
  title: string | null;
  onBack: () => void;
  onClose: () => void;
  onCreated: (team: SceneView) => void;
  /** The plan's limit learnt from a refusal, so the teams page can say so up front. */
  onLimit: (limit: number) => void;
}

/** The plan's team limit reached: the spec's message, and the limit when the server named it. */
export function TeamLimitMessage({ limit }: { limit: number | null }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="team-limit">
      {t('errors.codes.team_limit_reached')}
      {limit === null ? null : <Text size="sm">{t('teams.limit.of', { count: limit })}</Text>}
    </Alert>
  );
}

/**
 * The team setup dialog: the specialists (from two up to the team size limit), the team's lifespan and
 * the forecast's first day. Creating it opens the team.
 */
export function TeamSetupDialog({ title, onBack, onClose, onCreated, onLimit }: TeamSetupDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={title !== null} onClose={onClose} centered size="lg" title={t('teams.setup.heading', { title: title ?? '' })}>
      {title !== null ? <SetupForm title={title} onBack={onBack} onCreated={onCreated} onLimit={onLimit} /> : null}
    </Modal>
  );
}

function limitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'team_limit_reached') return null;
  const limit = Number(error.params?.limit);
  return Number.isFinite(limit) ? limit : null;
}

function SetupForm({ title, onBack, onCreated, onLimit }: Pick<TeamSetupDialogProps, 'onBack' | 'onCreated' | 'onLimit'> & { title: string }) {
  const { t } = useTranslation();
  const create = useCreateTeam('owner');
  const [actors, setActors] = useState<string[]>([]);
  const [lifespan, setLifespan] = useState<SceneLifespan>('new');
  const [startDate, setStartDate] = useState(firstOfThisMonth);
  const [tried, setTried] = useState(false);
  const sizeIssue = teamSizeIssue(actors.length);
  // Too many is said at once; too few only once the owner tries, not while choosing the first one.
  const shownIssue = sizeIssue && (tried || sizeIssue.code === 'sceneMaxActors') ? sizeIssue : null;
  const dateMissing = !/^\d{4}-\d{2}-\d{2}$/.test(startDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (sizeIssue || dateMissing) return;
    create.mutate(
      { title, lifespan, startDate, actors: actors.map((profileId) => ({ profileId })) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const limit = limitOf(error);
          if (limit !== null) onLimit(limit);
        },
      },
    );
  };
  const failure = create.error;
  const limitReached = failure instanceof ApiError && failure.code === 'team_limit_reached';
  return (
    <form onSubmit={submit} noValidate data-testid="team-setup-form">
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t('teams.setup.specialists')}</Text>
            <Text size="sm" c={shownIssue ? 'red' : 'dimmed'} data-testid="chosen-count">
              {t('teams.setup.chosen', { count: actors.length, max: MAX_SCENE_ACTORS })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('teams.setup.specialistsHint', { max: MAX_SCENE_ACTORS })}
          </Text>
          <ProfilePicker selected={actors} onChange={setActors} />
          {shownIssue ? (
            <Text size="sm" c="red" role="alert" data-testid="team-size-issue">
              <IssueMessage issue={shownIssue} />
            </Text>
          ) : null}
        </Stack>
        <Radio.Group label={t('teams.setup.lifespan')} value={lifespan} onChange={(value) => setLifespan(value as SceneLifespan)}>
          <Stack gap="xs" mt={6}>
            {SCENE_LIFESPANS.map((option) => (
              <Radio key={option} value={option} label={t(lifespanLabels[option])} description={t(lifespanHints[option])} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          type="date"
          label={t('teams.setup.startDate')}
          description={t('teams.setup.startDateHint')}
          value={startDate}
          required
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={tried && dateMissing ? <IssueMessage issue={{ code: 'required' }} /> : null}
          w={240}
        />
        {limitReached ? <TeamLimitMessage limit={limitOf(failure)} /> : <FormAlert code={failure ? failureCode(failure) : null} />}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('teams.actions.back')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-team-submit">
            {t('teams.actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
