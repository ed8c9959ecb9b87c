import { EmptyState } from '@mantine/core';
import type { OwnerProfileFilter } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../view/profile-icons';
import { ProfileAvatar } from '../avatars/profile-avatar';

const emptyKeys: Record<OwnerProfileFilter, { title: string; text: string }> = {
  all: { title: 'profiles.empty.all.title', text: 'profiles.empty.all.text' },
  empty: { title: 'profiles.empty.empty.title', text: 'profiles.empty.empty.text' },
  approved: { title: 'profiles.empty.approved.title', text: 'profiles.empty.approved.text' },
};

/** What an empty list says depends on why it is empty: a search, a filter, or no profiles at all. */
export function ListEmpty({ filter, search, action }: { filter: OwnerProfileFilter; search: string; action?: ReactNode }) {
  const { t } = useTranslation();
  if (search) {
    return (
      <EmptyState
        icon={<IconSearch size={28} />}
        withIndicatorBackground
        title={t('profiles.empty.search.title')}
        description={t('profiles.empty.search.text', { search })}
        data-testid="profiles-empty"
        data-reason="search"
        py="xl"
      />
    );
  }
  const keys = emptyKeys[filter];
  return (
    <EmptyState
      icon={<ProfileAvatar avatarName="default" size={56} />}
      title={t(keys.title)}
      description={t(keys.text)}
      data-testid="profiles-empty"
      data-reason={filter}
      py="xl"
    >
      {filter === 'all' && action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
