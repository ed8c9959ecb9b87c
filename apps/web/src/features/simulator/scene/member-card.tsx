import { Badge, Button, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import type { MoodBand } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodBadge } from '../insights';
import type { ActorStatus } from '@teamcast/domain';
import { levelLabels } from './scene-texts';
import type { SceneActorView } from './scene-model';

/** What the owner may do with a member on the selected day; an action left out is not offered. */
export interface MemberActions {
  join?: () => void;
  dismiss?: () => void;
  rejoin?: () => void;
  lead?: () => void;
  manager?: () => void;
  demote?: () => void;
  interaction?: () => void;
  /** Taking out of the model, or why it may not be. */
  remove?: (() => void) | { refused: ReactNode };
}

interface MemberCardProps {
  actor: SceneActorView;
  name: string;
  status: ActorStatus;
  /** The member's rating as the settings show it, once a forecast is in. */
  rating: string | null;
  condition: MoodBand | 'unclear' | null;
  tips: boolean;
  busy: boolean;
  actions: MemberActions;
}

/** Explains a badge when the card tips are on. */
function Tip({ on, label, children }: { on: boolean; label: string; children: ReactNode }) {
  if (!on) return <>{children}</>;
  return (
    <Tooltip label={label} withArrow multiline w={240} openDelay={200}>
      <span>{children}</span>
    </Tooltip>
  );
}

function statusBadge(status: ActorStatus): { key: 'simulator.member.active' | 'simulator.member.dismissed' | 'simulator.member.notYet'; color: string } {
  if (status.active) return { key: 'simulator.member.active', color: 'teal' };
  return status.joined ? { key: 'simulator.member.dismissed', color: 'red' } : { key: 'simulator.member.notYet', color: 'gray' };
}

/** A member of the team on the selected day: who, in the team or not, the rank, mood and rating. */
export function MemberCard({ actor, name, status, rating, condition, tips, busy, actions }: MemberCardProps) {
  const { t } = useTranslation();
  const badge = statusBadge(status);
  const { remove } = actions;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      data-testid="member-card"
      data-member={name}
      data-active={status.active}
      style={{ opacity: status.active ? 1 : 0.72, borderColor: status.level > 0 ? 'var(--mantine-color-indigo-4)' : undefined }}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={6}>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end" title={name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {actor.position || t('simulator.member.noPosition')}
            </Text>
          </div>
        </Group>
        <Group gap={4}>
          {actor.isDemo ? (
            <Tip on={tips} label={t('simulator.tips.demo')}>
              <Badge size="sm" variant="light" color="grape">
                {t('simulator.member.demo')}
              </Badge>
            </Tip>
          ) : null}
          <Tip on={tips} label={t('simulator.tips.status')}>
            <Badge size="sm" variant="light" color={badge.color} data-testid="member-status">
              {t(badge.key)}
            </Badge>
          </Tip>
          {status.level > 0 ? (
            <Tip on={tips} label={t('simulator.tips.rank')}>
              <Badge size="sm" variant="filled" color="indigo" data-testid="member-rank">
                {t(levelLabels[status.level as 1 | 2])}
              </Badge>
            </Tip>
          ) : null}
          {condition && status.active ? <MoodBadge condition={condition} /> : null}
        </Group>
        {rating !== null ? (
          <Tip on={tips} label={t('simulator.tips.rating')}>
            <Text size="xs" c="dimmed" data-testid="member-rating">
              {t('simulator.member.rating', { value: rating })}
            </Text>
          </Tip>
        ) : null}
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <Button size="compact-xs" variant="light" mt="auto" disabled={busy} aria-label={t('simulator.actions.menuFor', { name })}>
              {t('simulator.actions.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown data-testid="member-actions">
            {actions.join ? <Menu.Item onClick={actions.join}>{t('simulator.actions.join')}</Menu.Item> : null}
            {actions.rejoin ? <Menu.Item onClick={actions.rejoin}>{t('simulator.actions.rejoin')}</Menu.Item> : null}
            {actions.lead ? <Menu.Item onClick={actions.lead}>{t('simulator.actions.lead')}</Menu.Item> : null}
            {actions.manager ? <Menu.Item onClick={actions.manager}>{t('simulator.actions.manager')}</Menu.Item> : null}
            {actions.demote ? <Menu.Item onClick={actions.demote}>{t('simulator.actions.demote')}</Menu.Item> : null}
            {actions.interaction ? <Menu.Item onClick={actions.interaction}>{t('simulator.actions.interaction')}</Menu.Item> : null}
            {actions.dismiss ? (
              <Menu.Item color="red" onClick={actions.dismiss}>
                {t('simulator.actions.dismiss')}
              </Menu.Item>
            ) : null}
            <Menu.Divider />
            {typeof remove === 'function' ? (
              <Menu.Item color="red" onClick={remove}>
                {t('simulator.actions.remove')}
              </Menu.Item>
            ) : remove ? (
              <Menu.Item disabled>
                <Text size="sm">{t('simulator.actions.remove')}</Text>
                <Text size="xs" c="dimmed">
                  {remove.refused}
                </Text>
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Card>
  );
}
