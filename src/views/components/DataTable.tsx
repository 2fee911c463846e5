import {
  ActionIcon,
  Alert,
  Box,
  Button,
  LoadingOverlay,
  Paper,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_DEBOUNCE_MS,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_EXPAND_COLUMN_WIDTH,
  TABLE_INDEX_COLUMN_WIDTH,
  TABLE_MIN_HEIGHT_PX,
  type TablePageSize,
} from '../../domain/constants';
import { CardTable, LabelledCell } from './CardTable';
import { DataTableFilters } from './DataTableFilters';
import { DataTablePager } from './DataTablePager';
import type {
  DataTableColumn,
  DataTableFilterConfig,
  DataTableQuery,
  FetchPage,
  FilterValues,
  SharedFilters,
  SortOrder,
} from './dataTableTypes';
import { FIRST_PAGE, type PagePosition, stepTo } from './pagePosition';
import { SortableHeader } from './SortableHeader';
import { usePhone } from './usePhone';

export interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** Identifies the list in the query cache; the table appends its paging and filters. */
  queryKey: readonly unknown[];
  fetchPage: FetchPage<Row>;
  rowKey: (row: Row) => string | number;
  initialSort?: { key: string; order: SortOrder };
  filters?: DataTableFilterConfig;
  initialFilters?: Partial<FilterValues>;
  /**
   * Plant and dates kept outside the table (the header's): shown in its filter bar and changed from there too,
   * so a list narrowed on another screen says so.
   */
  sharedFilters?: SharedFilters;
  renderExpanded?: (row: Row) => ReactNode;
  /** The table's own minimum width; narrower screens scroll it inside its frame, and a phone shows cards. */
  minWidth?: number;
  /** Controls at the end of the filter bar that act on the list as it is filtered now (an export). */
  toolbar?: (query: DataTableQuery) => ReactNode;
}

const NO_FILTERS: FilterValues = { search: '', selects: {}, plant: null, from: null, to: null };
const SKELETON_ROWS = 5;

const toQuery = (
  position: PagePosition,
  pageSize: TablePageSize,
  sort: { key: string; order: SortOrder } | undefined,
  filters: FilterValues,
): DataTableQuery => ({
  ...position,
  pageSize,
  order: sort?.order ?? 'asc',
  filters: filters.selects,
  ...(sort ? { sort: sort.key } : {}),
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.plant ? { plant: Number(filters.plant) } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** A server-paged table: the query function gets page, size, sort and filters; the server answers one page. */
export function DataTable<Row>({
  label,
  columns,
  queryKey,
  fetchPage,
  rowKey,
  initialSort,
  filters: filterConfig,
  initialFilters,
  sharedFilters,
  renderExpanded,
  minWidth = 640,
  toolbar,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  // On a phone each row is a card (CardTable), without the row's number: its place in a card adds nothing.
  const cards = usePhone();
  const [position, setPosition] = useState(FIRST_PAGE);
  const { page } = position;
  const [pageSize, setPageSize] = useState<TablePageSize>(TABLE_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(initialSort);
  const [ownFilters, setFilters] = useState<FilterValues>({ ...NO_FILTERS, ...initialFilters });
  const shared = sharedFilters?.values;
  const filters: FilterValues = shared ? { ...ownFilters, ...shared } : ownFilters;
  const [search] = useDebouncedValue(filters.search, CHANGE_DEBOUNCE_MS);
  // A plant or dates chosen elsewhere (the header) are a new list: back to its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shared values are the reason, not inputs
  useEffect(() => setPosition(FIRST_PAGE), [shared?.plant, shared?.from, shared?.to]);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());

  const query = toQuery(position, pageSize, sort, { ...filters, search });
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    setPosition(FIRST_PAGE);
    if (shared && (next.plant !== shared.plant || next.from !== shared.from || next.to !== shared.to))
      sharedFilters?.onChange({ plant: next.plant, from: next.from, to: next.to });
  };
  const toggleSort = (key: string) => {
    setSort((current) =>
      current?.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
    );
    setPosition(FIRST_PAGE);
  };
  const toggleExpanded = (key: string | number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // The page's rows are drawn in a render that yields to the browser: a query's answer comes through
  // useSyncExternalStore, whose renders never yield, and a page of rows of cells took a phone a third of a second
  // in one task. The answer's own render keeps what was shown (the skeleton, the page before); the deferred
  // value's render, a transition, draws the rows.
  const shown = useDeferredValue(result.data);
  // Busy until the rows drawn are the answer's: a reader (or a test) waiting for the table to settle must not
  // read the page before's rows under the new page's numbers.
  const busy = result.isFetching || shown !== result.data;
  const rows = shown?.rows ?? [];
  const total = shown?.total ?? 0;
  const columnCount = columns.length + (cards ? 0 : 1) + (renderExpanded ? 1 : 0);
  const fullRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>{content}</Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (shown === undefined && !result.isError) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={index} data-testid="data-table-skeleton">
        {Array.from({ length: columnCount }, (_, cell) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
          <Table.Td key={cell}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (result.isError && rows.length === 0) {
    body = fullRow(
      <Alert
        color="red"
        variant="light"
        title={t('components.dataTable.loadError')}
        data-testid="data-table-error"
      >
        <Text size="sm" mb="xs">
          {result.error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => result.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>,
    );
  } else if (rows.length === 0) {
    body = fullRow(
      <Text ta="center" c="dimmed" py="xl" data-testid="data-table-empty">
        {t('common.spec.tableEmpty')}
      </Text>,
    );
  } else {
    body = rows.map((row, index) => {
      const key = rowKey(row);
      const isOpen = expanded.has(key);
      return (
        <Fragment key={key}>
          <Table.Tr data-testid="data-table-row">
            {renderExpanded ? (
              <Table.Td w={TABLE_EXPAND_COLUMN_WIDTH}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  onClick={() => toggleExpanded(key)}
                  aria-expanded={isOpen}
                  aria-label={t(
                    isOpen ? 'components.dataTable.hideDetails' : 'components.dataTable.showDetails',
                  )}
                >
                  <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                </ActionIcon>
              </Table.Td>
            ) : null}
            {cards ? null : (
              <Table.Td w={TABLE_INDEX_COLUMN_WIDTH} c="dimmed">
                {(page - 1) * pageSize + index + 1}
              </Table.Td>
            )}
            {columns.map((column) => (
              <LabelledCell key={column.key} ta={column.align} label={column.header}>
                {column.render(row)}
              </LabelledCell>
            ))}
          </Table.Tr>
          {renderExpanded && isOpen ? fullRow(renderExpanded(row)) : null}
        </Fragment>
      );
    });
  }

  return (
    <Paper withBorder data-testid="data-table" shadow="xs">
      {filterConfig || toolbar ? (
        <DataTableFilters
          config={filterConfig ?? {}}
          values={filters}
          onChange={changeFilters}
          toolbar={toolbar?.(query)}
        />
      ) : null}
      <Box pos="relative" mih={TABLE_MIN_HEIGHT_PX} style={{ overflowX: 'auto' }}>
        <LoadingOverlay
          visible={result.isFetching && !result.isPending}
          loaderProps={{ size: 'sm' }}
          zIndex={5}
        />
        <CardTable
          aria-label={label}
          aria-busy={busy}
          striped
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="md"
          minWidth={minWidth}
        >
          <Table.Thead>
            <Table.Tr>
              {renderExpanded ? (
                <Table.Th w={TABLE_EXPAND_COLUMN_WIDTH}>
                  <VisuallyHidden>{t('components.dataTable.details')}</VisuallyHidden>
                </Table.Th>
              ) : null}
              {cards ? null : <Table.Th w={TABLE_INDEX_COLUMN_WIDTH}>#</Table.Th>}
              {columns.map((column) =>
                column.sortable ? (
                  <SortableHeader
                    key={column.key}
                    label={column.header}
                    // Above cards the sort buttons wrap as words, not as the table's columns.
                    width={cards ? undefined : column.width}
                    align={column.align}
                    sorted={sort?.key === column.key ? sort.order : null}
                    onSort={() => toggleSort(column.key)}
                  />
                ) : (
                  <Table.Th key={column.key} w={column.width} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </CardTable>
      </Box>
      <DataTablePager
        page={page}
        pageSize={pageSize}
        total={total}
        totalCapped={shown?.totalCapped ?? false}
        rowCount={rows.length}
        onPage={(target) =>
          setPosition(stepTo(target, result.isPlaceholderData ? undefined : result.data, rowKey))
        }
        onPageSize={(size) => {
          setPageSize(size);
          setPosition(FIRST_PAGE);
        }}
      />
    </Paper>
  );
}
