import { Box, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULT_PAGE_SIZE, type TablePageSize } from '../../domain/constants';
import type { InsightTable as Figures } from '../../domain/schemas/insight';
import { CardTable, LabelledCell } from '../components/CardTable';
import { DataTablePager } from '../components/DataTablePager';
import { SortableHeader } from '../components/SortableHeader';
import { formatCell, isNumericKind } from './insightFormat';
import { type RowSort, sortRows } from './sortRows';
import { useInsightWords } from './useInsightWords';

interface InsightTableProps {
  table: Figures;
  /** Names the table for assistive technology (the figure's title). */
  label: string;
  testId?: string;
}

/**
 * Every row behind a figure, its columns headed and worded by kind, sorted by any column on a click (the rows
 * are all here, so sorting and paging happen in the browser), a page at a time when there are many.
 */
export function InsightTable({ table, label, testId = 'insight-table' }: InsightTableProps) {
  const { t } = useTranslation();
  const words = useInsightWords();
  const [sort, setSort] = useState<RowSort | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TablePageSize>(TABLE_DEFAULT_PAGE_SIZE);
  const sorted = useMemo(() => sortRows(table.rows, sort), [table.rows, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * pageSize, current * pageSize);

  if (table.rows.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" data-testid={`${testId}-empty`}>
        {t('common.spec.tableEmpty')}
      </Text>
    );

  const onSort = (key: string) => {
    setSort((was) =>
      was?.key === key ? { key, order: was.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'desc' },
    );
    setPage(1);
  };

  return (
    <>
      {/* A narrow window scrolls the table sideways: a named region the keyboard can reach (axe's
          scrollable-region-focusable). A phone lays each row out as a card instead. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <CardTable striped highlightOnHover fz="sm" verticalSpacing="xs" minWidth={520} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <SortableHeader
                  key={column.key}
                  label={words.heading(column.key)}
                  align={isNumericKind(column.kind) ? 'right' : undefined}
                  sorted={sort?.key === column.key ? sort.order : null}
                  onSort={() => onSort(column.key)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a figure's rows have no id; their place is theirs
              <Table.Tr key={index} data-testid={`${testId}-row`}>
                {table.columns.map((column) => (
                  <LabelledCell
                    key={column.key}
                    label={words.heading(column.key)}
                    ta={isNumericKind(column.kind) ? 'right' : undefined}
                    style={{ whiteSpace: isNumericKind(column.kind) ? 'nowrap' : undefined }}
                  >
                    {formatCell(column, row[column.key] ?? null, words)}
                  </LabelledCell>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CardTable>
      </Box>
      {sorted.length > TABLE_DEFAULT_PAGE_SIZE ? (
        <DataTablePager
          page={current}
          pageSize={pageSize}
          total={sorted.length}
          totalCapped={false}
          rowCount={shown.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </>
  );
}
