import { Group, Select, TextInput } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_KINDS, type AlertKind } from '../../domain/schemas/tracking';
import type { BoardFilter, SortKey } from './boardRows';

interface BoardFiltersProps {
  filter: BoardFilter;
  plants: { value: string; label: string }[];
  transporters: string[];
  onChange: (patch: Partial<BoardFilter>) => void;
}

/** In the order the picker lists them. */
const SORTS: readonly SortKey[] = ['delay', 'eta', 'lastFix', 'progress', 'vehicle'];

const isAlertKind = (value: string | null): value is AlertKind => ALERT_KINDS.some((kind) => kind === value);
const isSortKey = (value: string | null): value is SortKey => SORTS.some((sort) => sort === value);

/** Renders only when the filter or the choices change, not on each refresh of a moving fleet. */
export const BoardFilters = memo(function BoardFilters({
  filter,
  plants,
  transporters,
  onChange,
}: BoardFiltersProps) {
  const { t } = useTranslation();
  const sorts = useMemo(
    () => SORTS.map((sort) => ({ value: sort, label: t(`tracking.board.sorts.${sort}`) })),
    [t],
  );
  const alerts = useMemo(
    () => ALERT_KINDS.map((kind) => ({ value: kind, label: t(`domain.alerts.${kind}`) })),
    [t],
  );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label={t('tracking.board.filters.search')}
        placeholder={t('tracking.board.filters.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        w={240}
      />
      <Select
        label={t('tracking.board.filters.plant')}
        placeholder={t('tracking.board.filters.allPlants')}
        data={plants}
        value={filter.plantId === null ? null : String(filter.plantId)}
        onChange={(value) => onChange({ plantId: value === null ? null : Number(value) })}
        clearable
        searchable
        w={180}
      />
      <Select
        label={t('tracking.board.filters.transporter')}
        placeholder={t('tracking.board.filters.allTransporters')}
        data={transporters}
        value={filter.transporter}
        onChange={(value) => onChange({ transporter: value })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('tracking.board.filters.alert')}
        placeholder={t('tracking.board.filters.anyAlert')}
        data={alerts}
        value={filter.alert}
        onChange={(value) => onChange({ alert: isAlertKind(value) ? value : null })}
        clearable
        w={180}
      />
      <Select
        label={t('tracking.board.filters.sort')}
        data={sorts}
        value={filter.sort}
        onChange={(value) => onChange({ sort: isSortKey(value) ? value : 'delay' })}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
});
