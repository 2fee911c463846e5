import { Group, Select, TextInput } from '@mantine/core';
import { memo } from 'react';
import { ALERT_LABELS } from '../../domain/alertLabels';
import { ALERT_KINDS, type AlertKind } from '../../domain/schemas/tracking';
import type { BoardFilter, SortKey } from './boardRows';

interface BoardFiltersProps {
  filter: BoardFilter;
  plants: { value: string; label: string }[];
  transporters: string[];
  onChange: (patch: Partial<BoardFilter>) => void;
}

const SORTS: { value: SortKey; label: string }[] = [
  { value: 'delay', label: 'Most late first' },
  { value: 'eta', label: 'Earliest ETA first' },
  { value: 'lastFix', label: 'Quietest first' },
  { value: 'progress', label: 'Nearest arrival first' },
  { value: 'vehicle', label: 'Vehicle number' },
];

const ALERT_CHOICES = ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_LABELS[kind] }));
const isAlertKind = (value: string | null): value is AlertKind => ALERT_KINDS.some((kind) => kind === value);
const isSortKey = (value: string | null): value is SortKey => SORTS.some((sort) => sort.value === value);

/** Renders only when the filter or the choices change, not on each refresh of a moving fleet. */
export const BoardFilters = memo(function BoardFilters({
  filter,
  plants,
  transporters,
  onChange,
}: BoardFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Vehicle, order, transporter, place"
        value={filter.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        w={240}
      />
      <Select
        label="Plant"
        placeholder="All plants"
        data={plants}
        value={filter.plantId === null ? null : String(filter.plantId)}
        onChange={(value) => onChange({ plantId: value === null ? null : Number(value) })}
        clearable
        searchable
        w={180}
      />
      <Select
        label="Transporter"
        placeholder="All transporters"
        data={transporters}
        value={filter.transporter}
        onChange={(value) => onChange({ transporter: value })}
        clearable
        searchable
        w={200}
      />
      <Select
        label="Alert"
        placeholder="Any alert"
        data={ALERT_CHOICES}
        value={filter.alert}
        onChange={(value) => onChange({ alert: isAlertKind(value) ? value : null })}
        clearable
        w={180}
      />
      <Select
        label="Sort"
        data={SORTS}
        value={filter.sort}
        onChange={(value) => onChange({ sort: isSortKey(value) ? value : 'delay' })}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
});
