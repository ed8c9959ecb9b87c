import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconSortDown, IconSortNone, IconSortUp } from '../view/profile-icons';
import type { ProfileSortKey, SortOrder } from './list-params';
import classes from './profile-list.module.css';

interface SortableHeaderProps {
  sortKey: ProfileSortKey;
  current: { sort: ProfileSortKey; order: SortOrder };
  onSort: (key: ProfileSortKey) => void;
  children: ReactNode;
}

/** A column header that sorts by its column; `aria-sort` tells screen readers which column orders the rows. */
export function SortableHeader({ sortKey, current, onSort, children }: SortableHeaderProps) {
  const active = current.sort === sortKey;
  const ariaSort = active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? IconSortNone : current.order === 'asc' ? IconSortUp : IconSortDown;
  return (
    <Table.Th aria-sort={ariaSort} data-sort-key={sortKey}>
      <UnstyledButton className={classes.sortButton} data-active={active || undefined} onClick={() => onSort(sortKey)}>
        <span>{children}</span>
        <Icon size={16} />
      </UnstyledButton>
    </Table.Th>
  );
}
