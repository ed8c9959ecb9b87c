import { Button, Group, Pagination, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OwnerArea } from '@teamcast/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { useOwnerSelf } from '../../identity/api/use-owner-self';
import { failureCode } from '../../../shared/forms/form-failure';
import { FormAlert } from '../../../shared/forms/form-alert';
import { profileListQuery } from '../api/profile-queries';
import { CreateProfileDialog } from '../dialogs/create-profile-wizard';
import { useProfileDialogs } from '../dialogs/profile-dialogs';
import { profileAreas } from '../profile-areas';
import { IconPlus } from '../view/profile-icons';
import { usePhone, useTouch } from '../view/use-phone';
import { CreateBlockedNotice, createBlockedNoticeId } from './create-blocked-notice';
import { DemoProfilesSwitch } from './demo-profiles-switch';
import { ListEmpty } from './list-empty';
import { PAGE_SIZE, nextSort, readListParams, writeListParams, type ListParams } from './list-params';
import { FilterTabs, SortSelect } from './list-toolbar';
import { ProfileCards, ProfileCardsSkeleton } from './profile-cards';
import classes from './profile-list.module.css';
import { ProfileTable, ProfileTableSkeleton } from './profile-table';
import { SearchToggle } from './search-toggle';

/** The list's parameters live in the address: a reload, the back button and a copied link keep them. */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const update = useCallback(
    (change: Partial<ListParams>) => {
      setSearch(
        (current) => {
          const previous = readListParams(current);
          // Another filter, search or order starts again from the first page.
          return writeListParams({ ...previous, page: 1, ...change });
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [params, update] as const;
}

/**
 * The owner's profiles (spec section 2): filters with counts, a search, sortable columns, pages, the
 * create wizard and each profile's actions. A table on wide screens, cards on phones and in the
 * phone-shaped areas.
 */
const pageControlKeys = {
  first: 'profiles.pagination.first',
  previous: 'profiles.pagination.previous',
  next: 'profiles.pagination.next',
  last: 'profiles.pagination.last',
} as const;

export function ProfilesView({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const config = profileAreas[area];
  const phone = usePhone();
  const touch = useTouch();
  const cards = config.layout === 'cards' || phone;
  const [params, update] = useListParams();
  const list = useQuery(profileListQuery(area, client, params));
  const { data: self } = useOwnerSelf(area);
  const [creating, setCreating] = useState(false);
  const dialogs = useProfileDialogs(area);

  const needVerify = self?.accessRules.needVerify ?? false;
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const createButton = (testId: string) => (
    <Button
      leftSection={<IconPlus />}
      size={touch ? 'lg' : 'sm'}
      fullWidth={cards}
      disabled={needVerify}
      aria-describedby={needVerify ? createBlockedNoticeId : undefined}
      onClick={() => setCreating(true)}
      data-testid={testId}
    >
      {t(config.createLabel)}
    </Button>
  );
  const filters = <FilterTabs value={params.filter} counts={list.data?.counts} onChange={(filter) => update({ filter })} />;
  const search = <SearchToggle value={params.search} onChange={onSearch} />;

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page emptied by deletions (or a stale link) moves to the last page that has profiles.
  const pastTheEnd = !!data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages });
  }, [pastTheEnd, pages, update]);
  return (
    <Stack gap="md" data-testid="profiles-view" data-layout={cards ? 'cards' : 'table'}>
      {needVerify && self ? <CreateBlockedNotice area={area} email={self.email} /> : null}
      {cards ? (
        <Stack gap="sm">
          {createButton('profiles-create')}
          {filters}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <div style={{ flex: 1, minWidth: 180 }}>
              <SortSelect params={params} onChange={(sort, order) => update({ sort, order })} />
            </div>
            {search}
          </Group>
        </Stack>
      ) : (
        <div className={classes.toolbar}>
          {filters}
          <div className={classes.toolbarEnd}>
            {search}
            {createButton('profiles-create')}
          </div>
        </div>
      )}

      {config.demoProfiles ? <DemoProfilesSwitch area={area} /> : null}

      {list.isPending ? cards ? <ProfileCardsSkeleton /> : <ProfileTableSkeleton /> : null}
      {list.isError && !data ? (
        <Stack gap="xs" align="flex-start" data-testid="profiles-error">
          <FormAlert code={failureCode(list.error)} />
          <Button variant="light" size={touch ? 'lg' : 'xs'} onClick={() => void list.refetch()}>
            {t('profiles.retry')}
          </Button>
        </Stack>
      ) : null}
      {data && data.items.length === 0 && !pastTheEnd ? <ListEmpty filter={params.filter} search={params.search} action={needVerify ? undefined : createButton('profiles-create-empty')} /> : null}
      {data && data.items.length > 0 ? (
        <div aria-busy={list.isPlaceholderData} className={classes.results} data-stale={list.isPlaceholderData || undefined}>
          {cards ? (
            <ProfileCards items={data.items} hrefOf={config.profile} onOpen={dialogs.open} />
          ) : (
            <ProfileTable
              items={data.items}
              params={params}
              expertiseLocked={data.items.every((profile) => profile.expertise === null)}
              hrefOf={config.profile}
              onSort={(key) => update(nextSort(params, key))}
              onOpen={dialogs.open}
            />
          )}
        </div>
      ) : null}
      {data && data.total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => update({ page })}
            size={touch ? 'lg' : 'md'}
            aria-label={t('profiles.pagination.label')}
            getControlProps={(control) => ({ 'aria-label': t(pageControlKeys[control]) })}
            getItemProps={(page) => ({ 'aria-label': t('profiles.pagination.page', { page }) })}
            data-testid="profiles-pagination"
          />
        </Group>
      ) : null}

      <CreateProfileDialog area={area} opened={creating} onClose={() => setCreating(false)} />
      {dialogs.element}
    </Stack>
  );
}
