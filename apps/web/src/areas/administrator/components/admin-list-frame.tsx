import { Alert, Box, Button, Checkbox, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../shared/ui/icons';
import { adminPageSize } from '../api/administration';
import { ConfirmDialog } from './confirm-dialog';
import type { RowSelection } from './row-selection';

/** How many lines a list query found: announced politely to screen readers as filters change. */
export function AdminListTotal({ total, testId }: { total: number | undefined; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid={testId}>
      {total === undefined ? '' : t('administration.total', { count: total })}
    </Text>
  );
}

/** The header cell that selects or clears every selectable row on the page. */
function SelectAllHeader({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <Table.Th>
      <Checkbox aria-label={t('administration.selectAll')} checked={selection.allChecked} onChange={selection.toggleAll} />
    </Table.Th>
  );
}

/** The first cell of a row in a list with bulk delete: it selects the row; `name` tells screen readers which row it is. */
export function SelectRowCell({ selection, id, name, disabled }: { selection: RowSelection; id: string; name: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Checkbox
        aria-label={t('administration.selectOne', { name })}
        disabled={disabled ?? false}
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id)}
      />
    </Table.Td>
  );
}

const deleteKeys = {
  owners: { title: 'administration.owners.deleteTitle', message: 'administration.owners.deleteMessage' },
  profiles: { title: 'administration.profiles.deleteTitle', message: 'administration.profiles.deleteMessage' },
} as const;

/** Asks before deleting the lines `ids` of a list (null: not asking); the words are the list's `kind`'s. */
export function DeleteConfirm({
  kind,
  ids,
  busy,
  onConfirm,
  onClose,
}: {
  kind: keyof typeof deleteKeys;
  ids: string[] | null;
  busy: boolean;
  onConfirm: (ids: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = ids?.length ?? 0;
  return (
    <ConfirmDialog
      opened={ids !== null}
      title={t(deleteKeys[kind].title, { count })}
      message={t(deleteKeys[kind].message, { count })}
      confirmLabel={t('administration.delete')}
      busy={busy}
      onConfirm={() => ids && onConfirm(ids)}
      onClose={onClose}
    />
  );
}

/** A column header read by screen readers only, such as the one above the row actions. */
export function HiddenHeader({ label }: { label: string }) {
  return (
    <Table.Th>
      <span className="tc-visually-hidden">{label}</span>
    </Table.Th>
  );
}

/** What a list query gives the frame: its state, the rows of this page and, where counted, the total. */
export type AdminListResult = {
  isPending: boolean;
  isError: boolean;
  data?: { items: readonly unknown[]; total?: number } | undefined;
};

export type AdminListFrameProps = {
  /** `<testId>-table`, `<testId>-total` and `<testId>-delete-selected` are the test ids of the parts. */
  testId: string;
  list: AdminListResult;
  /** What an empty page says; "Nothing found." unless told. */
  emptyText?: string;
  /** The table's least width before it scrolls inside its box, and its rows' spacing. */
  table: { minWidth: number; spacing?: 'xs' | 'sm'; hover?: boolean };
  /** With a selection, a bar above the table shows the total and deletes the selected rows. */
  bulkDelete?: { selection: RowSelection; onDelete: () => void };
  /** Pages of `adminPageSize` rows offered below the table, as the total asks. */
  paging?: { page: number; onChange: (page: number) => void };
  /** The column headers; with bulk delete, the select-all column comes first. */
  head: ReactNode;
  /** The table's rows, shown only when there are some. */
  children: ReactNode;
};

/**
 * The frame of an administrator list: the total and bulk delete above, the loading, error and empty states,
 * the table, and the pages below.
 */
export function AdminListFrame({ testId, list, emptyText, table, bulkDelete, paging, head, children }: AdminListFrameProps) {
  const { t } = useTranslation();
  const { isPending, isError, data } = list;
  const count = data?.items.length;
  const total = data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / adminPageSize));
  return (
    <>
      {bulkDelete ? (
        <Group justify="space-between" mb="sm">
          <AdminListTotal total={total} testId={`${testId}-total`} />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={bulkDelete.selection.selected.length === 0}
            onClick={bulkDelete.onDelete}
            data-testid={`${testId}-delete-selected`}
          >
            {t('administration.deleteSelected', { count: bulkDelete.selection.selected.length })}
          </Button>
        </Group>
      ) : null}
      <Box aria-busy={isPending}>
        {isPending ? <Loader size="sm" role="status" aria-label={t('administration.loading')} /> : null}
        {isError ? (
          <Alert color="red" role="alert">
            {t('errors.codes.unknown')}
          </Alert>
        ) : null}
        {count === 0 ? <Text c="dimmed">{emptyText ?? t('administration.nothingFound')}</Text> : null}
        {count ? (
          <Table.ScrollContainer minWidth={table.minWidth}>
            <Table striped highlightOnHover={table.hover ?? true} verticalSpacing={table.spacing ?? 'xs'} data-testid={`${testId}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {bulkDelete ? <SelectAllHeader selection={bulkDelete.selection} /> : null}
                  {head}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Box>
      {paging && pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={paging.page} onChange={paging.onChange} />
        </Group>
      ) : null}
    </>
  );
}
