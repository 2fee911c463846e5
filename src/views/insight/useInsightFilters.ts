import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formOptionsApi, formOptionsQuery } from '../../api/formOptions';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import type { InsightFilters } from '../../domain/schemas/insight';
import type { DataTableFilterConfig, FilterValues } from '../components/dataTableTypes';
import { usePlantOptions } from '../components/usePlantOptions';
import { useHeaderListFilters } from '../layout/useHeaderListFilters';
import { periodPresets } from './periodPresets';

export interface InsightFilterState {
  /** What the API is asked for. */
  filters: InsightFilters;
  config: DataTableFilterConfig;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

const idOf = (value: string | null | undefined): number | undefined => (value ? Number(value) : undefined);

/**
 * A figure's filters: the header's plant and date range (one choice, shared with every list, so changing them
 * here changes them there), and a transporter of this screen's own, which starts empty.
 */
export function useInsightFilters(transporterFilter: boolean): InsightFilterState {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(formOptionsApi);
  const token = useSelector(session, (s) => s.context.token);
  const header = useHeaderListFilters();
  const plants = usePlantOptions();
  const options = useQuery(formOptionsQuery(api, token));
  const [transporter, setTransporter] = useState<string | null>(null);

  const transporters = useMemo(
    () => (options.data?.transporters ?? []).map((tr) => ({ value: String(tr.id), label: tr.name })),
    [options.data],
  );
  const config = useMemo<DataTableFilterConfig>(
    () => ({
      plant: { options: plants },
      dateRange: { label: t('insight.filters.dates'), presets: periodPresets(t) },
      selects: transporterFilter
        ? [
            {
              key: 'transporter',
              label: t('insight.filters.transporter'),
              options: transporters,
              noMatch: t('insight.filters.noTransporter'),
            },
          ]
        : [],
    }),
    [t, plants, transporters, transporterFilter],
  );
  const { plant, from, to } = header.values;
  const filters = useMemo<InsightFilters>(
    () => ({
      from: from ?? undefined,
      to: to ?? undefined,
      plant: idOf(plant),
      transporter: transporterFilter ? idOf(transporter) : undefined,
    }),
    [plant, from, to, transporter, transporterFilter],
  );
  const values = useMemo<FilterValues>(
    () => ({
      search: '',
      selects: transporter ? { transporter } : ({} as Record<string, string>),
      plant,
      from,
      to,
    }),
    [plant, from, to, transporter],
  );
  const onChange = (next: FilterValues) => {
    setTransporter(next.selects.transporter ?? null);
    header.onChange({ plant: next.plant, from: next.from, to: next.to });
  };
  return { filters, config, values, onChange };
}
