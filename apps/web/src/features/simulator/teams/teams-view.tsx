import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type SceneView } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { teamsQuery } from '../../scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { href, paths } from '../../../shared/paths';
import { DeleteTeamsDialog, type DeleteRequest } from './delete-teams-dialog';
import { TeamLimitMessage, TeamSetupDialog } from './team-setup-dialog';
import { TeamTitleDialog } from './team-title-dialog';
import { TeamsTable } from './teams-table';

/** Teams compared side by side: the comparison's own bounds. */
const COMPARE_MIN = 2;
const COMPARE_MAX = 4;

/** The address of the comparison of the teams chosen here. */
export const compareHref = (ids: readonly string[]) => `${href(paths.owner.compareTeams)}?teams=${ids.map(encodeURIComponent).join(',')}`;

type CreateStep = { step: 'closed' } | { step: 'title'; title: string } | { step: 'setup'; title: string };

/**
 * The owner's teams: choose some to compare or delete, delete them all, or create one (the team title
 * dialog, then the team setup dialog). `teamLimit` is the plan's limit of teams when the account says
 * it; a refusal for the limit teaches it too.
 */
export function TeamsView({ teamLimit }: { teamLimit?: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, error } = useQuery(teamsQuery('owner', useApiClient('owner')));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const [create, setCreate] = useState<CreateStep>({ step: 'closed' });
  const [learntLimit, setLearntLimit] = useState<number | null>(null);

  const teams = data?.items ?? [];
  // Teams deleted elsewhere drop out of the selection as the list is read again.
  const chosen = teams.filter((team) => selected.has(team._id));
  const limit = teamLimit ?? learntLimit;
  const atLimit = limit !== null && data !== undefined && teams.length >= limit;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(chosen.length === teams.length ? new Set() : new Set(teams.map((team) => team._id)));
  const compareIssue = chosen.length < COMPARE_MIN ? ({ code: 'sceneMinCompare' } as const) : chosen.length > COMPARE_MAX ? ({ code: 'sceneMaxCompare' } as const) : null;
  const opened = (team: SceneView) => {
    setCreate({ step: 'closed' });
    void navigate(href(paths.owner.team, { id: team._id }));
  };

  // At the plan's limit the button says so itself, before anyone fills in a team.
  const createButton = (
    <Button onClick={() => setCreate({ step: 'title', title: '' })} disabled={atLimit} data-testid="create-team">
      {atLimit ? t('teams.limit.reachedButton') : t('teams.actions.new')}
    </Button>
  );

  return (
    <Stack gap="md" data-testid="teams-view">
      <Text c="dimmed" maw={760}>
        {t('teams.intro')}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {createButton}
          <Button component={Link} to={paths.owner.assemble} variant="light" data-testid="open-assembler">
            {t('assembler.open')}
          </Button>
          <Button
            variant="light"
            disabled={compareIssue !== null}
            onClick={() => void navigate(compareHref(chosen.map((team) => team._id)))}
            data-testid="compare-teams"
          >
            {t('teams.actions.compare', { count: chosen.length })}
          </Button>
        </Group>
        <Group gap="sm">
          <Button variant="default" color="red" disabled={chosen.length === 0} onClick={() => setDeleting({ kind: 'selected', teams: chosen })} data-testid="delete-selected">
            {t('teams.actions.deleteSelected', { count: chosen.length })}
          </Button>
          <Button variant="subtle" color="red" disabled={teams.length === 0} onClick={() => setDeleting({ kind: 'all', count: teams.length })} data-testid="delete-all">
            {t('teams.actions.deleteAll')}
          </Button>
        </Group>
      </Group>
      {teams.length > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="selection-hint">
          {t('teams.list.selected', { count: chosen.length })}{' '}
          {compareIssue ? <IssueMessage issue={compareIssue} /> : t('teams.actions.compareHint')}
        </Text>
      ) : null}
      {atLimit ? <TeamLimitMessage limit={limit} /> : null}
      {isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('teams.list.loading')}</Text>
        </Group>
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(error instanceof ApiError ? error.code : 'unknown'))}
        </Alert>
      ) : teams.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="teams-empty">
          {t('teams.list.empty')}
        </Alert>
      ) : (
        <TeamsTable teams={teams} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
      )}
      <DeleteTeamsDialog
        request={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setSelected(new Set());
        }}
      />
      <TeamTitleDialog
        opened={create.step === 'title'}
        initial={create.step === 'closed' ? '' : create.title}
        heading={t('teams.title.newHeading')}
        submitLabel={t('teams.actions.next')}
        onSubmit={(title) => setCreate({ step: 'setup', title })}
        onClose={() => setCreate({ step: 'closed' })}
      />
      <TeamSetupDialog
        title={create.step === 'setup' ? create.title : null}
        onBack={() => setCreate((current) => (current.step === 'closed' ? current : { step: 'title', title: current.title }))}
        onClose={() => setCreate({ step: 'closed' })}
        onCreated={opened}
        onLimit={setLearntLimit}
      />
    </Stack>
  );
}
