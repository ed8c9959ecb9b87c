import { Badge, Button, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import type { MoodBand, ValidationIssue } from '@teamcast/domain';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { MoodBadge } from '../insights';
import type { ActorStatus } from '@teamcast/domain';
import { levelLabels } from './scene-texts';

/** What the owner may do with a member on the selected day. */
export type MemberAction = 'join' | 'dismiss' | 'rejoin' | 'lead' | 'manager' | 'demote' | 'interaction' | 'remove';

/** The actions offered for a member's status on the selected day; an action left out is not offered. */
export function actionsFor(status: ActorStatus): MemberAction[] {
  const offered: (MemberAction | false)[] = [
    !status.joined && 'join',
    status.joined && !status.active && 'rejoin',
    status.active && status.level !== 1 && 'lead',
    status.active && status.level !== 2 && 'manager',
    status.active && status.level > 0 && 'demote',
    !(status.joined && !status.active) && 'interaction',
    status.active && 'dismiss',
  ];
  return offered.filter((action): action is MemberAction => action !== false);
}

// Plain values only, so that a card is drawn again only when what it shows changes: a saved change
// sends the whole team anew, and a card must not be redrawn for every other member's change.
interface MemberCardProps {
  actorId: string;
  position: string | null;
  isDemo: boolean;
  name: string;
  active: boolean;
  joined: boolean;
  level: ActorStatus['level'];
  /** The member's rating as the settings show it, once a forecast is in. */
  rating: string | null;
  condition: MoodBand | 'unclear' | null;
  tips: boolean;
  busy: boolean;
  /** Why the member may not be taken out of the model, if it may not. */
  removeRefused: ValidationIssue | null;
  /** Stable across renders: the screen decides what an action does with the member. */
  onAction: (action: MemberAction, actorId: string) => void;
}

const actionLabels = {
  join: 'simulator.actions.join',
  rejoin: 'simulator.actions.rejoin',
  lead: 'simulator.actions.lead',
  manager: 'simulator.actions.manager',
  demote: 'simulator.actions.demote',
  interaction: 'simulator.actions.interaction',
  dismiss: 'simulator.actions.dismiss',
} as const satisfies Record<Exclude<MemberAction, 'remove'>, string>;

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

/**
 * What a card tells of its member: a part of its own, so that the card's menu turning busy and back with
 * each change redraws only the menu's button.
 */
const MemberBadges = memo(function MemberBadges(props: Pick<MemberCardProps, 'isDemo' | 'active' | 'joined' | 'level' | 'condition' | 'rating' | 'tips'>) {
  const { isDemo, active, joined, level, condition, rating, tips } = props;
  const { t } = useTranslation();
  const badge = statusBadge({ active, joined, level });
  return (
    <>
      <Group gap={4}>
        {isDemo ? (
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
        {level > 0 ? (
          <Tip on={tips} label={t('simulator.tips.rank')}>
            <Badge size="sm" variant="filled" color="indigo" data-testid="member-rank">
              {t(levelLabels[level as 1 | 2])}
            </Badge>
          </Tip>
        ) : null}
        {condition && active ? <MoodBadge condition={condition} /> : null}
      </Group>
      {rating !== null ? (
        <Tip on={tips} label={t('simulator.tips.rating')}>
          <Text size="xs" c="dimmed" data-testid="member-rating">
            {t('simulator.member.rating', { value: rating })}
          </Text>
        </Tip>
      ) : null}
    </>
  );
});

/** A member of the team on the selected day: who, in the team or not, the rank, mood and rating. */
export const MemberCard = memo(function MemberCard(props: MemberCardProps) {
  const { actorId, position, isDemo, name, active, joined, level, rating, condition, tips, busy, removeRefused, onAction } = props;
  const { t } = useTranslation();
  const status: ActorStatus = { active, joined, level };
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      data-testid="member-card"
      data-member={name}
      data-active={active}
      style={{ opacity: active ? 1 : 0.72, borderColor: level > 0 ? 'var(--mantine-color-indigo-4)' : undefined }}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={6}>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end" title={name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {position || t('simulator.member.noPosition')}
            </Text>
          </div>
        </Group>
        <MemberBadges isDemo={isDemo} active={active} joined={joined} level={level} condition={condition} rating={rating} tips={tips} />
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <Button size="compact-xs" variant="light" mt="auto" disabled={busy} aria-label={t('simulator.actions.menuFor', { name })}>
              {t('simulator.actions.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown data-testid="member-actions">
            {actionsFor(status).map((action) =>
              action === 'remove' ? null : (
                <Menu.Item key={action} color={action === 'dismiss' ? 'red' : undefined} onClick={() => onAction(action, actorId)}>
                  {t(actionLabels[action])}
                </Menu.Item>
              ),
            )}
            <Menu.Divider />
            {removeRefused ? (
              <Menu.Item disabled>
                <Text size="sm">{t('simulator.actions.remove')}</Text>
                <Text size="xs" c="dimmed">
                  <IssueMessage issue={removeRefused} />
                </Text>
              </Menu.Item>
            ) : (
              <Menu.Item color="red" onClick={() => onAction('remove', actorId)}>
                {t('simulator.actions.remove')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Card>
  );
});
