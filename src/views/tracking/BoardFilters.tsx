import { Group, Select, TextInput } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilter, SortKey } from '../../domain/boardRows';
import { type AlertKind, VEHICLE_ALERT_KINDS } from '../../domain/schemas/tracking';

interface BoardFiltersProps {
  filter: BoardFilter;
  transporters: string[];
  onChange: (patch: Partial<BoardFilter>) => void;
}

/** In the order the picker lists them. */
const SORTS: readonly SortKey[] = ['delay', 'eta', 'lastFix', 'progress', 'vehicle'];

const isAlertKind = (value: string | null): value is AlertKind =>
  VEHICLE_ALERT_KINDS.some((kind) => kind === value);
const isSortKey = (value: string | null): value is SortKey => SORTS.some((sort) => sort === value);

/**
 * The board's own filters. The plant and the dates are the header's (kept in the session, as every list is
 * narrowed by them), so they are not offered twice here. Renders only when the filter or the choices change,
 * not on each refresh of a moving fleet.
 */
export const BoardFilters = memo(function BoardFilters({
  filter,
  transporters,
  onChange,
}: BoardFiltersProps) {
  const { t } = useTranslation();
  const sorts = useMemo(
    () => SORTS.map((sort) => ({ value: sort, label: t(`tracking.board.sorts.${sort}`) })),
    [t],
  );
  const alerts = useMemo(
    () => VEHICLE_ALERT_KINDS.map((kind) => ({ value: kind, label: t(`domain.alerts.${kind}`) })),
    [t],
  );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label={t('tracking.board.filters.search')}
        placeholder={t('tracking.board.filters.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('tracking.board.filters.transporter')}
        placeholder={t('tracking.board.filters.allTransporters')}
        data={transporters}
        value={filter.transporter}
        onChange={(value) => onChange({ transporter: value })}
        clearable
        searchable
        w={{ base: 'calc(50% - 6px)', xs: 200 }}
      />
      <Select
        label={t('tracking.board.filters.alert')}
        placeholder={t('tracking.board.filters.anyAlert')}
        data={alerts}
        value={filter.alert}
        onChange={(value) => onChange({ alert: isAlertKind(value) ? value : null })}
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
      />
      <Select
        label={t('tracking.board.filters.sort')}
        data={sorts}
        value={filter.sort}
        onChange={(value) => onChange({ sort: isSortKey(value) ? value : 'delay' })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', xs: 190 }}
      />
    </Group>
  );
});
