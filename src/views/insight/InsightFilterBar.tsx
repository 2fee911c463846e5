import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '../../domain/schemas/insight';
import { DataTableFilters } from '../components/DataTableFilters';
import { ExportButton } from '../transfer/ExportButton';
import type { InsightFilterState } from './useInsightFilters';

interface InsightFilterBarProps {
  state: InsightFilterState;
  /** The figure's path; its file comes from `<path>/export` with the filters on screen. */
  exportPath: `/api/${string}`;
}

/** A figure's filters with its export: the file holds exactly what the screen shows. */
export function InsightFilterBar({ state, exportPath }: InsightFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0} mb="md">
      <DataTableFilters
        config={state.config}
        values={state.values}
        onChange={state.onChange}
        toolbar={
          <ExportButton
            list={exportPath}
            params={state.filters}
            formats={EXPORT_FORMATS}
            menuLabel={t('transfer.export.figureMenuLabel')}
          />
        }
      />
    </Card>
  );
}
