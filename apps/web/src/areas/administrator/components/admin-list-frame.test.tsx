import { MantineProvider, Table } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n';
import { AdminListFrame, SelectRowCell } from './admin-list-frame';
import { useRowSelection } from './row-selection';

type Row = { id: string; name: string; locked?: boolean };

type RowList = { isPending: boolean; isError: boolean; data?: { items: Row[]; total: number } };

function List({ list, onDelete }: { list: RowList; onDelete: (ids: string[]) => void }) {
  const rows = list.data?.items ?? [];
  const selection = useRowSelection(rows.filter((row) => !row.locked).map((row) => row.id));
  return (
    <AdminListFrame
      testId="things"
      list={list}
      table={{ minWidth: 400 }}
      bulkDelete={{ selection, onDelete: () => onDelete(selection.selected) }}
      paging={{ page: 1, onChange: () => undefined }}
      head={<Table.Th>Name</Table.Th>}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <SelectRowCell selection={selection} id={row.id} name={row.name} disabled={row.locked ?? false} />
          <Table.Td>{row.name}</Table.Td>
        </Table.Tr>
      ))}
    </AdminListFrame>
  );
}

function renderList(list: RowList, onDelete = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider>
        <List list={list} onDelete={onDelete} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onDelete;
}

describe('the administrator list frame', () => {
  it('says it is loading while the list is on its way', () => {
    renderList({ isPending: true, isError: false });
    expect(screen.getByRole('status', { name: 'Loading…' }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('things-table')).toBeNull();
    expect(screen.getByTestId('things-total').textContent).toBe('');
  });

  it('alerts when the list fails and says so when it is empty', () => {
    renderList({ isPending: false, isError: true });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    renderList({ isPending: false, isError: false, data: { items: [], total: 0 } });
    expect(screen.getByText('Nothing found.')).toBeTruthy();
  });

  it('selects all the selectable rows, deletes the selection and pages through the total', () => {
    const rows: Row[] = [
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Beta' },
      { id: 'c', name: 'Gamma', locked: true },
    ];
    const onDelete = renderList({ isPending: false, isError: false, data: { items: rows, total: 45 } });
    expect(screen.getByTestId('things-total').textContent).toBe('45 found');
    const remove = screen.getByTestId('things-delete-selected');
    expect(remove.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(remove.textContent).toBe('Delete selected (2)');
    expect((screen.getByRole('checkbox', { name: 'Select Gamma' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(remove);
    expect(onDelete).toHaveBeenCalledWith(['a']);

    // 45 lines at 20 a page make three pages.
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
  });
});
