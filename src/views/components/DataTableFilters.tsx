import { Box, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../domain/constants';
import type { DataTableFilterConfig, FilterValues, SelectFilterConfig } from './dataTableTypes';
import { SearchableSelect } from './SearchableSelect';
import { useDatePickerProps } from './useDatePickerProps';

interface DataTableFiltersProps {
  config: DataTableFilterConfig;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** Shown at the bar's end (DataTable's `toolbar`). */
  toolbar?: ReactNode;
}

const asDateString = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

const withSelect = (
  selects: FilterValues['selects'],
  filter: SelectFilterConfig,
  value: string | null,
): FilterValues['selects'] => {
  const { [filter.key]: _dropped, ...rest } = selects;
  return value ? { ...rest, [filter.key]: value } : rest;
};

/** The filter bar: search, the list's selects, plant and a date range, each only when the list has it. */
export function DataTableFilters({ config, values, onChange, toolbar }: DataTableFiltersProps) {
  const { t } = useTranslation();
  const pickerProps = useDatePickerProps();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" p="md" wrap="wrap" data-testid="data-table-filters">
      {config.search ? (
        <TextInput
          aria-label={t('common.actions.search')}
          data-testid="data-table-search"
          placeholder={config.search.placeholder}
          value={values.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
          type="search"
        />
      ) : null}
      {config.selects?.map((filter) => {
        const props = {
          'aria-label': filter.label,
          'data-testid': `data-table-filter-${filter.key}`,
          placeholder: filter.label,
          value: values.selects[filter.key] ?? null,
          onChange: (value: string | null) => set({ selects: withSelect(values.selects, filter, value) }),
          clearable: true,
          w: filter.noMatch ? 220 : 180,
        };
        return filter.noMatch ? (
          <SearchableSelect key={filter.key} {...props} data={filter.options} noMatch={filter.noMatch} />
        ) : (
          <Select key={filter.key} {...props} data={[...filter.options]} />
        );
      })}
      {config.plant ? (
        <Select
          aria-label={t('components.dataTable.plant')}
          data-testid="data-table-plant"
          placeholder={t('components.dataTable.allPlants')}
          data={[...config.plant.options]}
          value={values.plant}
          onChange={(plant) => set({ plant })}
          searchable
          clearable
          w={200}
        />
      ) : null}
      {config.dateRange ? (
        <DatePickerInput
          aria-label={config.dateRange.label}
          data-testid="data-table-date-range"
          type="range"
          valueFormat={DATE_FORMAT}
          placeholder={config.dateRange.label}
          value={[values.from, values.to]}
          onChange={([from, to]) => set({ from: asDateString(from), to: asDateString(to) })}
          allowSingleDateInRange
          clearable
          {...pickerProps}
          presets={config.dateRange.presets}
          w={250}
        />
      ) : null}
      {toolbar ? <Box ml="auto">{toolbar}</Box> : null}
    </Group>
  );
}
