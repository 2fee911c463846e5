import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardTable, LabelledCell } from './CardTable';
import { usePhone } from './usePhone';

export interface RecordColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures align right, so their digits line up down the column. */
  numeric?: boolean;
}

interface RecordTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly RecordColumn<Row>[];
  /** Said instead of the table when there are no rows. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns; a phone shows cards. */
  minWidth?: number;
  /** Names the table (and its scrolling region) for assistive technology: a text, or the id of a heading. */
  label?: string;
  labelledBy?: string;
  testId?: string;
  emptyTestId?: string;
  rowTestId?: string;
}

/**
 * A record's few related rows on its view page (contacts, bids, lanes, drop-offs), read at a glance: no paging,
 * sorting or filters, which is what sets it apart from the server-paged DataTable of a list.
 */
export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const phone = usePhone();
  if (props.rows.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={props.emptyTestId}>
        {props.empty}
      </Text>
    );
  const align = (column: RecordColumn<Row>) => (column.numeric ? 'right' : undefined);
  const table = (
    <CardTable
      striped
      fz="sm"
      verticalSpacing="xs"
      minWidth={props.minWidth}
      data-testid={props.testId}
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
    >
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed declaration
            <Table.Th key={index} ta={align(column)}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={props.rowKey(row)} data-testid={props.rowTestId}>
            {props.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed declaration
              <LabelledCell key={index} ta={align(column)} label={column.header}>
                {column.cell(row)}
              </LabelledCell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CardTable>
  );
  if (!props.minWidth || phone) return table;
  // On a narrow screen the table scrolls sideways: a named region the keyboard can reach and scroll too (axe's
  // scrollable-region-focusable).
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
    >
      {table}
    </Box>
  );
}
