import { describe, expect, it } from 'vitest';
import { clientPage } from '../../src/views/components/clientPage';
import type { DataTableQuery } from '../../src/views/components/dataTableTypes';

const rows = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, town: i % 2 === 0 ? 'Pune' : 'Nashik' }));
const paging = {
  sortValues: { id: (r: { id: number }) => r.id },
  searchText: (r: { town: string }) => r.town,
};
const query = (patch: Partial<DataTableQuery>): DataTableQuery => ({
  page: 1,
  pageSize: 25,
  order: 'asc',
  filters: {},
  ...patch,
});

describe('clientPage', () => {
  it('cuts the asked page and reports the total', () => {
    const page = clientPage(rows, query({ page: 3 }), paging);
    expect(page.rows.map((r) => r.id)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(page.total).toBe(60);
  });

  it('sorts by a sortable column and searches before paging', () => {
    const page = clientPage(rows, query({ sort: 'id', order: 'desc', search: 'nash' }), paging);
    expect(page.total).toBe(30);
    expect(page.rows[0]).toEqual({ id: 60, town: 'Nashik' });
  });
});
