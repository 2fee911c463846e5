import type { DatePickerPreset } from '@mantine/dates';
import type { ReactNode } from 'react';
import type { TablePageSize } from '../../domain/constants';
import type { Page } from '../../domain/schemas/list';
import type { PagePosition } from './pagePosition';

export type SortOrder = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  /** Unique per table; also the sort key sent to the server when the column is sortable. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/** What the table asks its query function for: the server does the paging, sorting and filtering. */
export interface DataTableQuery extends PagePosition {
  pageSize: TablePageSize;
  sort?: string;
  order: SortOrder;
  search?: string;
  plant?: number;
  from?: string;
  to?: string;
  /** Values of the list's own select filters, by filter key; unset filters are absent. */
  filters: Readonly<Record<string, string>>;
}

export type FetchPage<Row> = (query: DataTableQuery, signal: AbortSignal) => Promise<Page<Row>>;

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a record out of use that a saved form still names). */
  disabled?: boolean;
}

export interface SelectFilterConfig {
  key: string;
  label: string;
  options: readonly SelectOption[];
  /** A long list (transporters) is typed into; this is said while what is typed matches none. */
  noMatch?: string;
}

export interface DataTableFilterConfig {
  search?: { placeholder: string };
  selects?: readonly SelectFilterConfig[];
  /** Lists that belong to a plant filter by it; the options come from the screen. */
  plant?: { options: readonly SelectOption[] };
  /** Lists with a date to filter on (created, pickup, gate-in…) say which in the label. */
  dateRange?: { label: string; presets?: DatePickerPreset<'range'>[] };
}

export interface FilterValues {
  search: string;
  selects: Readonly<Record<string, string>>;
  plant: string | null;
  from: string | null;
  to: string | null;
}

/** The plant and dates a table shows but does not keep: the header's, which every list is narrowed by. */
export type SharedFilterValues = Pick<FilterValues, 'plant' | 'from' | 'to'>;

export interface SharedFilters {
  values: SharedFilterValues;
  onChange: (values: SharedFilterValues) => void;
}
