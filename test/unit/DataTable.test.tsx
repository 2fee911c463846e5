import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../src/domain/schemas/list';
import { DataTable } from '../../src/views/components/DataTable';
import type { DataTableColumn, DataTableQuery } from '../../src/views/components/dataTableTypes';
import { renderWithProviders } from './renderWithProviders';

interface Lane {
  id: number;
  name: string;
}

const columns: DataTableColumn<Lane>[] = [
  { key: 'name', header: 'Name', sortable: true, render: (lane) => lane.name },
];

const pageOf = (query: DataTableQuery, total: number): Page<Lane> => {
  const first = (query.page - 1) * query.pageSize;
  const count = Math.max(0, Math.min(query.pageSize, total - first));
  return {
    rows: Array.from({ length: count }, (_, i) => ({ id: first + i + 1, name: `Lane ${first + i + 1}` })),
    total,
    totalCapped: false,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** A page of a list longer than the server counted: its count stopped at `cap`. */
const capped = (query: DataTableQuery, cap: number): Page<Lane> => ({
  ...pageOf(query, 1_000_000),
  total: cap,
  totalCapped: true,
});

const renderTable = (
  total: number,
  fetchPage = vi.fn(async (query: DataTableQuery) => pageOf(query, total)),
) => {
  renderWithProviders(
    <DataTable
      label="Lanes"
      columns={columns}
      queryKey={['lanes']}
      fetchPage={fetchPage}
      rowKey={(lane) => lane.id}
      filters={{ search: { placeholder: 'Search lanes' } }}
    />,
  );
  return fetchPage;
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('asks for 25 rows of page 1 and renders them with their index', async () => {
    const fetchPage = renderTable(60);
    expect(await screen.findByText('Lane 1')).toBeTruthy();
    expect(screen.getAllByTestId('data-table-row')).toHaveLength(25);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ page: 1, pageSize: 25 });
    const firstRow = screen.getAllByTestId('data-table-row')[0];
    expect(within(firstRow as HTMLElement).getByText('1')).toBeTruthy();
    expect(screen.getByTestId('data-table-range').textContent).toBe('1–25 of 60');
  });

  it('shows "No Available Data" when the list is empty', async () => {
    renderTable(0);
    expect((await screen.findByTestId('data-table-empty')).textContent).toBe('No Available Data');
    expect(screen.queryAllByTestId('page-button')).toHaveLength(0);
  });

  it('offers 25, 50 and 100 rows per page and asks the query function for the chosen size', async () => {
    const fetchPage = renderTable(300);
    await screen.findByText('Lane 1');
    const select = screen.getByLabelText('rows per page:') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['25', '50', '100']);

    fireEvent.change(select, { target: { value: '50' } });
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(50));
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageSize: 50, page: 1 }),
      expect.anything(),
    );

    fireEvent.change(select, { target: { value: '100' } });
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(100));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 100 }), expect.anything());
  });

  it('pages with at most seven page buttons and marks the current one', async () => {
    const fetchPage = renderTable(25 * 20);
    await screen.findByText('Lane 1');
    const buttons = screen.getAllByTestId('page-button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '20']);
    expect(buttons[0]?.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Lane 51');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }), expect.anything());
  });

  it('asks for the next page after the last row seen, the previous before the first, any other by number', async () => {
    const fetchPage = renderTable(25 * 20);
    await screen.findByText('Lane 1');
    const asked = () => fetchPage.mock.lastCall![0];
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Lane 26');
    expect(asked()).toMatchObject({ page: 2, after: 25 });
    expect(asked()).not.toHaveProperty('before');
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Lane 101');
    expect(asked()).toMatchObject({ page: 5 });
    expect(asked()).not.toHaveProperty('after');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Lane 76');
    expect(asked()).toMatchObject({ page: 4, before: 101 });
    expect(asked()).not.toHaveProperty('after');
    // Back to the first page by its number: nothing comes before it.
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Lane 1');
    expect(asked()).not.toHaveProperty('before');
  });

  it('says "10,000+" past a capped count and hides the unknown last page', async () => {
    renderTable(
      0,
      vi.fn(async (query: DataTableQuery) => capped(query, 10_000)),
    );
    await screen.findByText('Lane 1');
    expect(screen.getByTestId('data-table-range').textContent).toBe('1–25 of 10,000+');
    expect(screen.getAllByTestId('page-button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.queryByRole('button', { name: 'Page 400' })).toBeNull();
  });

  it('pages on past a capped count while the pages come back full, and stops at a short one', async () => {
    // The server counted 50 of 80 rows: pages 3 and 4 exist although the count ends at page 2.
    const fetchPage = vi.fn(async (query: DataTableQuery) => ({
      ...pageOf(query, 80),
      total: 50,
      totalCapped: true,
    }));
    renderTable(0, fetchPage);
    await screen.findByText('Lane 1');
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    fireEvent.click(next());
    await screen.findByText('Lane 26');
    fireEvent.click(next());
    await screen.findByText('Lane 51');
    expect(screen.getByTestId('data-table-range').textContent).toBe('51–75 of 50+');
    fireEvent.click(next());
    await screen.findByText('Lane 76');
    expect(screen.getByTestId('data-table-range').textContent).toBe('76–80 of 50+');
    expect(next().disabled).toBe(true);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4 }), expect.anything());
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const fetchPage = renderTable(10);
    await screen.findByText('Lane 1');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'name', order: 'asc' }),
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
  });

  it('debounces the search by 300 ms', async () => {
    const fetchPage = renderTable(10);
    await screen.findByText('Lane 1');
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'pune' } });
    act(() => vi.advanceTimersByTime(299));
    expect(fetchPage).not.toHaveBeenCalledWith(
      expect.objectContaining({ search: 'pune' }),
      expect.anything(),
    );
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'pune', page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('shows the error with a way to try again', async () => {
    const fetchPage = vi.fn(async () => {
      throw new Error('Server unavailable');
    });
    renderTable(0, fetchPage);
    expect(await screen.findByText('Server unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it("draws a closed filter's options only once it is opened", async () => {
    const plants = Array.from({ length: 40 }, (_, i) => ({ value: String(i + 1), label: `Plant ${i + 1}` }));
    renderWithProviders(
      <DataTable
        label="Lanes"
        columns={columns}
        queryKey={['lanes']}
        fetchPage={async (query: DataTableQuery) => pageOf(query, 3)}
        rowKey={(lane) => lane.id}
        filters={{
          plant: { options: plants },
          selects: [{ key: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }] }],
        }}
      />,
    );
    expect(await screen.findByText('Lane 1')).toBeTruthy();
    const drawn = (name: RegExp) => screen.queryAllByRole('option', { name, hidden: true }).length;
    expect(drawn(/^Plant /)).toBe(0);
    expect(drawn(/^A$/)).toBe(0);
    fireEvent.click(screen.getByTestId('data-table-plant'));
    await waitFor(() => expect(drawn(/^Plant /)).toBe(40));
  });
});
