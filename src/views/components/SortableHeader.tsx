import { Group, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from './dataTableTypes';

interface SortableHeaderProps {
  label: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** The order this column sorts by now, or null when another column sorts. */
  sorted: SortOrder | null;
  onSort: () => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SortableHeader({ label, width, align, sorted, onSort }: SortableHeaderProps) {
  const { t } = useTranslation();
  return (
    <Table.Th w={width} ta={align} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <UnstyledButton
        onClick={onSort}
        fw={600}
        fz="sm"
        aria-label={t('components.dataTable.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <span aria-hidden="true" style={{ opacity: sorted ? 1 : 0.3 }}>
            {sorted === 'desc' ? '↓' : '↑'}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
