import { Alert, Box, Button, Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { removeActorIssue } from '@teamcast/domain';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunProgress } from '../../forecasts';
import { useFixTeam } from '../../scenes';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { Advisor } from '../advisor';
import { ForecastCharts, InteractionGraph } from '../insights';
import { DaySelector as DaySelectorView } from './day-selector';
import { SCENE_SORTS, useSimulatorSettings, type SceneSort } from './display-settings';
import { EventsSidebar as EventsSidebarView } from './events-sidebar';
import { ForecastSummary, ratingOf, teamRating } from './forecast-summary';
import { InteractionDialog } from './interaction-dialog';
import { MemberCard, type MemberAction } from './member-card';
import { AddMemberDialog, ConfirmDialog } from './member-dialogs';
import { ProblemAlert } from './problem-alert';
import { firstDayOf, LAST_DAY, statusOn, type SceneActorView } from './scene-model';
import { sortLabels, TeamSettings } from './team-settings';
import { UndoDialog } from './undo-dialog';
import { usePeople } from './use-people';
import { useSceneEdit } from './use-scene-edit';
import { useTeamForecast } from './use-team-forecast';
import { ZOOM_DEFAULT, ZoomControl as ZoomControlView } from './zoom-control';

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'undo' }
  | { kind: 'settings' }
  | { kind: 'fix' }
  | { kind: 'interaction'; actorId: string }
  | { kind: 'remove'; actorId: string };

// Drawn again only when their own props change: not when a forecast arrives or a card's menu is busy.
const DaySelector = memo(DaySelectorView);
const EventsSidebar = memo(EventsSidebarView);
const ZoomControl = memo(ZoomControlView);

const clampDay = (day: number, team: SceneView) => Math.min(LAST_DAY, Math.max(firstDayOf(team), day));

/**
 * The manager simulator: the team's members on a chosen day, what can be done with each that day, the
 * team's events, undo of the last change, and the forecast of the team as it now stands.
 */
export function SimulatorView({ team }: { team: SceneView }) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState(0);
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const { settings, loaded, update } = useSimulatorSettings();
  const edit = useSceneEdit(team);
  const fix = useFixTeam('owner');
  const forecast = useTeamForecast(team);
  const nameOf = usePeople(team);
  const close = () => setDialog({ kind: 'none' });
  // Stable, so that the charts, drawn only from the forecast, are not drawn again on every change of the team.
  const selectDay = useCallback((next: number) => setDay(clampDay(next, team)), [team]);

  // The first forecast seen of a team rates its initial composition; later ones are read against it.
  const baseline = settings.baselines[team._id] ?? null;
  const { forecast: result, ruid } = forecast;
  useEffect(() => {
    if (loaded && result && ruid && !baseline) update({ baselines: { ...settings.baselines, [team._id]: { ruid, rating: teamRating(result) } } });
  }, [loaded, result, ruid, baseline, settings.baselines, team._id, update]);

  const number = (value: number, digits: number) => value.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const actorForecast = (id: string) => result?.actors.find((actor) => actor.id === id) ?? null;
  const ratingText = (id: string) => {
    const indicators = actorForecast(id)?.indicators;
    if (!indicators) return null;
    return settings.cardRating === 'percent' ? `${number(indicators.weight * 100, 1)}%` : number(ratingOf(indicators.power), 2);
  };
  const sorted = sortActors(team.actors, settings.sceneSort, nameOf, (id) => actorForecast(id)?.indicators.power ?? null);
  const actorCount = team.actors.length;
  const removeRefused = useMemo(() => removeActorIssue(actorCount), [actorCount]);

  // Every saved change but a new title asks for the forecast of the team as it now stands.
  const change = (body: Parameters<typeof edit.send>[0], onDone?: () => void) =>
    edit.send(body, () => {
      if (body.title === undefined) forecast.changed();
      onDone?.();
    });
  // What a card's action does, read at the moment it is chosen; the handler itself stays the same, so
  // the cards (memoised) are not drawn again when the team, the day or the forecast changes.
  const latest = useRef({ team, day, change });
  useLayoutEffect(() => {
    latest.current = { team, day, change };
  });
  const onAction = useCallback((action: MemberAction, actorId: string) => {
    const { team: now, day: on, change: send } = latest.current;
    const actor = now.actors.find((candidate) => candidate.id === actorId);
    if (!actor) return;
    const level = { lead: 1, manager: 2, demote: 0 } as const;
    switch (action) {
      case 'join':
      case 'dismiss':
      case 'rejoin':
        return send({ change: { kind: action, actorId, day: on } });
      case 'lead':
      case 'manager':
      case 'demote':
        return send({ change: { kind: 'rank', actorId, day: on, level: level[action] } });
      case 'interaction':
        return setDialog({ kind: 'interaction', actorId });
      case 'remove':
        return setDialog({ kind: 'remove', actorId });
    }
  }, []);

  return (
    <Stack gap="md" data-testid="simulator" data-changes={forecast.changes} data-forecast-changes={forecast.forecastChanges}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button variant="light" onClick={() => setDialog({ kind: 'add' })} disabled={edit.pending} data-testid="add-member">
            {t('simulator.actions.add')}
          </Button>
          <Button variant="default" onClick={() => setDialog({ kind: 'undo' })} disabled={team.undo.length === 0 || edit.pending} data-testid="undo">
            {t('simulator.actions.undo')}
          </Button>
          <Button variant="default" onClick={() => setDialog({ kind: 'settings' })} data-testid="open-settings">
            {t('simulator.actions.settings')}
          </Button>
        </Group>
        {/* The progress of a run sits in the toolbar's free room, so nothing below moves when a run starts or ends. */}
        <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
          {forecast.runState?.status === 'running' ? (
            <Box style={{ flex: 1, maxWidth: 320, minWidth: 0 }}>
              <RunProgress state={forecast.runState} />
            </Box>
          ) : null}
          <Button onClick={forecast.start} loading={forecast.running} disabled={team.status === 'broken'} data-testid="run-forecast">
            {result ? t('simulator.actions.rerun') : t('simulator.actions.run')}
          </Button>
        </Group>
      </Group>

      {team.status === 'broken' ? (
        <Alert color="orange" variant="light" role="alert" title={t('simulator.broken.title')} data-testid="team-broken">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('simulator.broken.text', { count: team.missingProfileIds.length })}</Text>
            <Button size="xs" color="orange" onClick={() => setDialog({ kind: 'fix' })}>
              {t('simulator.broken.fix')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <ProblemAlert problem={edit.problem} startDate={team.startDate} nameOf={nameOf} onClose={edit.dismissProblem} />
      {forecast.runState?.status === 'failed' ? <RunProgress state={forecast.runState} /> : null}
      <FormAlert code={forecast.startError ? failureCode(forecast.startError) : null} />

      <Paper withBorder radius="md" p="sm">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <DaySelector day={day} firstDay={firstDayOf(team)} startDate={team.startDate} onChange={selectDay} />
          <Stack gap="xs">
            <ZoomControl zoom={zoom} onChange={setZoom} />
            <Select
              size="xs"
              label={t('simulator.settings.sortLabel')}
              data={SCENE_SORTS.map((value) => ({ value, label: t(sortLabels[value]) }))}
              value={settings.sceneSort}
              onChange={(value) => value && update({ sceneSort: value as SceneSort })}
              allowDeselect={false}
              w={220}
              data-testid="scene-sort"
            />
          </Stack>
          {/* The advisor works from the chosen day on, so it sits beside the day. */}
          <Advisor team={team} day={day} nameOf={nameOf} pending={edit.pending} onApply={(advice, done) => change({ advice }, done)} />
        </Group>
      </Paper>

      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 'var(--mantine-spacing-md)', alignItems: 'start' }}>
        <section aria-label={t('simulator.scene.label')} data-testid="scene" style={{ overflow: 'auto' }}>
          <ul
            data-testid="scene-cards"
            style={{
              zoom,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
              gap: 12,
              padding: 0,
              margin: 0,
              listStyle: 'none',
            }}
          >
            {sorted.map((actor) => {
              const status = statusOn(actor, day);
              return (
                <MemberCard
                  key={actor.id}
                  actorId={actor.id}
                  position={actor.position}
                  isDemo={actor.isDemo}
                  name={nameOf(actor.id)}
                  active={status.active}
                  joined={status.joined}
                  level={status.level}
                  rating={ratingText(actor.id)}
                  condition={actorForecast(actor.id)?.indicators.condition ?? null}
                  tips={settings.showSceneCardTips}
                  busy={edit.pending}
                  removeRefused={removeRefused}
                  onAction={onAction}
                />
              );
            })}
          </ul>
        </section>
        <EventsSidebar team={team} day={day} nameOf={nameOf} onSelectDay={selectDay} />
      </div>

      {result ? (
        <ForecastSummary
          team={team}
          forecast={result}
          day={day}
          initial={baseline?.rating ?? null}
          isInitial={baseline === null || baseline.ruid === ruid}
          // A forecast being computed is the answer to its staleness; only a stale one left alone is told.
          computedAt={forecast.running ? null : forecast.computedAt}
          tips={settings.showSceneIndicatorTips}
          nameOf={nameOf}
        />
      ) : forecast.loading ? null : (
        <Alert color="gray" variant="light" data-testid="no-forecast">
          {t('simulator.rating.none')}
        </Alert>
      )}

      <Tabs defaultValue="charts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="charts">{t('simulator.tabs.charts')}</Tabs.Tab>
          <Tabs.Tab value="graph">{t('simulator.tabs.graph')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="charts" pt="md">
          {result ? (
            <ForecastCharts forecast={result} day={day} onDayChange={selectDay} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('simulator.tabs.needsForecast')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="graph" pt="md">
          <InteractionGraph scene={team} forecast={result} day={day} />
        </Tabs.Panel>
      </Tabs>

      <AddMemberDialog
        team={team}
        day={day}
        opened={dialog.kind === 'add'}
        pending={edit.pending}
        onAdd={(profileId) => change({ addActor: { profileId, joinDay: day } }, close)}
        onClose={close}
      />
      <UndoDialog team={team} opened={dialog.kind === 'undo'} pending={edit.pending} nameOf={nameOf} onConfirm={() => change({ undo: true }, close)} onClose={close} />
      <InteractionDialog
        team={team}
        day={day}
        actorId={dialog.kind === 'interaction' ? dialog.actorId : null}
        nameOf={nameOf}
        pending={edit.pending}
        onSubmit={(choice) => change({ change: { kind: 'interaction', day, ...choice } }, close)}
        onClose={close}
      />
      <ConfirmDialog
        testId="remove-member"
        opened={dialog.kind === 'remove'}
        title={t('simulator.remove.title')}
        text={t('simulator.remove.text', { name: dialog.kind === 'remove' ? nameOf(dialog.actorId) : '' })}
        confirmLabel={t('simulator.actions.remove')}
        pending={edit.pending}
        onConfirm={() => dialog.kind === 'remove' && change({ removeActorId: dialog.actorId }, close)}
        onClose={close}
      />
      <ConfirmDialog
        testId="fix-team"
        opened={dialog.kind === 'fix'}
        title={t('simulator.broken.title')}
        text={t('simulator.broken.confirm', { count: team.missingProfileIds.length })}
        confirmLabel={t('simulator.broken.fix')}
        pending={fix.isPending}
        onConfirm={() => fix.mutate(team._id, { onSuccess: close })}
        onClose={close}
      />
      <TeamSettings
        team={team}
        opened={dialog.kind === 'settings'}
        settings={settings}
        renaming={edit.pending}
        onRename={(title) => change({ title })}
        onSettings={update}
        onClose={close}
      />
    </Stack>
  );
}

/** The cards in the order the settings ask: by when added (newest first by default), name or rating. */
function sortActors(actors: readonly SceneActorView[], sort: SceneSort, nameOf: (id: string) => string, powerOf: (id: string) => number | null): SceneActorView[] {
  const list = [...actors];
  switch (sort) {
    case 'addedAsc':
      return list;
    case 'addedDesc':
      return list.reverse();
    case 'name':
      return list.sort((a, b) => nameOf(a.id).localeCompare(nameOf(b.id)));
    case 'rating':
      return list.sort((a, b) => (powerOf(b.id) ?? -1) - (powerOf(a.id) ?? -1));
  }
}
