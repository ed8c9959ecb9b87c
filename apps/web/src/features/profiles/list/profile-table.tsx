import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Profile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '../avatars/profile-avatar';
import { ProfileActionsMenu } from '../dialogs/profile-actions-menu';
import type { OpenProfileDialog } from '../dialogs/profile-dialogs';
import { ExpertiseValue, SubscriptionHint } from '../view/expertise';
import { ProfileBadges, kindKeys } from '../view/profile-badges';
import { useProfileName } from '../view/profile-names';
import { useDateFormat } from '../view/use-date-format';
import type { ListParams, ProfileSortKey } from './list-params';
import classes from './profile-list.module.css';
import { SortableHeader } from './sortable-header';

interface ProfileTableProps {
  items: readonly Profile[];
  params: ListParams;
  /** No row shows expertise: the owner has no subscription, so the column says so instead. */
  expertiseLocked: boolean;
  hrefOf: (id: string) => string;
  onSort: (key: ProfileSortKey) => void;
  onOpen: OpenProfileDialog;
}

/** Under the name: the position, and the questionnaire when it is not the full one. */
function ProfileSubline({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const parts = [profile.position, profile.kind === 'full' ? null : t(kindKeys[profile.kind])].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** A contact the owner of an attached profile hid, told apart from one never given. */
function Contact({ profile, value }: { profile: Profile; value: string | null }) {
  const { t } = useTranslation();
  if (value) return <>{value}</>;
  return (
    <Text span c="dimmed" size="sm">
      {profile.attached && profile.hideDetails ? t('profiles.hidden') : '—'}
    </Text>
  );
}

/**
 * The owner's profiles as a table with the spec's columns: age (with the avatar), name, email,
 * expertise, created, filled, and the profile's state with a link to it.
 */
export function ProfileTable({ items, params, expertiseLocked, hrefOf, onSort, onOpen }: ProfileTableProps) {
  const { t } = useTranslation();
  const nameOf = useProfileName();
  const date = useDateFormat('numeric');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="profiles-table">
        <caption className="tc-visually-hidden">{t('profiles.list.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader sortKey="age" current={params} onSort={onSort}>
              {t('profiles.columns.age')}
            </SortableHeader>
            <SortableHeader sortKey="name" current={params} onSort={onSort}>
              {t('profiles.columns.name')}
            </SortableHeader>
            <Table.Th className={classes.headerLabel}>{t('profiles.columns.email')}</Table.Th>
            {expertiseLocked ? (
              <Table.Th>
                <Stack gap={0}>
                  <span className={classes.headerLabel}>{t('profiles.columns.expertise')}</span>
                  <SubscriptionHint />
                </Stack>
              </Table.Th>
            ) : (
              <SortableHeader sortKey="expertise" current={params} onSort={onSort}>
                {t('profiles.columns.expertise')}
              </SortableHeader>
            )}
            <SortableHeader sortKey="createdAt" current={params} onSort={onSort}>
              {t('profiles.columns.created')}
            </SortableHeader>
            <SortableHeader sortKey="completedAt" current={params} onSort={onSort}>
              {t('profiles.columns.filled')}
            </SortableHeader>
            <Table.Th className={classes.headerLabel}>{t('profiles.columns.profile')}</Table.Th>
            <Table.Th>
              <span className="tc-visually-hidden">{t('profiles.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((profile) => (
            <Table.Tr key={profile._id} data-testid="profile-row" data-id={profile._id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ProfileAvatar avatarName={profile.avatarName} size={40} />
                  <Text span size="sm">
                    {profile.age ?? '—'}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={hrefOf(profile._id)} className={classes.nameLink} size="sm">
                  {nameOf(profile)}
                </Anchor>
                <ProfileSubline profile={profile} />
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  <Contact profile={profile} value={profile.email} />
                </Text>
              </Table.Td>
              <Table.Td>{expertiseLocked ? <Text span c="dimmed">—</Text> : <ExpertiseValue expertise={profile.expertise} grade={profile.grade} />}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <Text span size="sm">
                  {date(profile.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Text span size="sm">
                  {date(profile.completedAt)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.stateCell}>
                <Stack gap={4} align="flex-start">
                  <ProfileBadges profile={profile} withKind={false} />
                  <Anchor component={Link} to={hrefOf(profile._id)} size="sm" aria-label={t('profiles.actions.openNamed', { name: nameOf(profile) })}>
                    {t('profiles.actions.open')}
                  </Anchor>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <ProfileActionsMenu profile={profile} openHref={hrefOf(profile._id)} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows drawn while the list loads, in the table's shape. */
export function ProfileTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('profiles.loading')} data-testid="profiles-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton circle height={40} />
          <Skeleton height={14} width="22%" />
          <Skeleton height={14} width="20%" />
          <Skeleton height={14} width="12%" />
          <Skeleton height={14} width="12%" />
          <Skeleton height={20} width="10%" radius="xl" />
        </Group>
      ))}
    </Stack>
  );
}
