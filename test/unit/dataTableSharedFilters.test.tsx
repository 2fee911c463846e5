import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/views/components/DataTable';
import type {
  DataTableColumn,
  DataTableQuery,
  SharedFilterValues,
} from '../../src/views/components/dataTableTypes';

/** As renderWithProviders, kept across a rerender with new props. */
const renderKept = (ui: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    ),
  });
};

interface Lane {
  id: number;
  name: string;
}

const columns: DataTableColumn<Lane>[] = [{ key: 'name', header: 'Name', render: (lane) => lane.name }];
const plants = [
  { value: '3', label: 'Jaipur Works' },
  { value: '7', label: 'Lucknow Depot' },
];

/** 60 lanes, so that there is a second page to be on when the shared filters change. */
const fetchPage = vi.fn(async (query: DataTableQuery) => ({
  rows: Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Lane ${(query.page - 1) * 25 + i + 1}` })),
  total: 60,
  totalCapped: false,
  page: query.page,
  pageSize: query.pageSize,
}));

const table = (values: SharedFilterValues, onChange: (next: SharedFilterValues) => void) => (
  <DataTable
    label="Lanes"
    columns={columns}
    queryKey={['lanes']}
    fetchPage={fetchPage}
    rowKey={(lane) => lane.id}
    filters={{ plant: { options: plants }, dateRange: { label: 'Pickup between' } }}
    sharedFilters={{ values, onChange }}
  />
);

afterEach(() => {
  cleanup();
  fetchPage.mockClear();
});

describe('a DataTable with shared filters', () => {
  it('asks for the shared plant and dates, shows the plant, and starts again from page 1 when they change', async () => {
    const onChange = vi.fn();
    const shared = { plant: '3', from: '2025-01-01', to: '2025-01-31' };
    const view = renderKept(table(shared, onChange));
    await screen.findByText('Lane 1');
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ plant: 3, from: '2025-01-01', to: '2025-01-31', page: 1 }),
      expect.anything(),
    );
    expect((screen.getByRole('combobox', { name: 'Plant' }) as HTMLInputElement).value).toBe('Jaipur Works');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Lane 26');
    view.rerender(table({ ...shared, plant: '7' }, onChange));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ plant: 7, page: 1 }),
        expect.anything(),
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
