import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { plantChoicesQuery, plantsApi } from '../../api/plants';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import type { SelectOption } from './dataTableTypes';

/** The industry's active plants as select options, for list filters and the gate screen. */
export function usePlantOptions(): readonly SelectOption[] {
  const { session } = useAppState();
  const api = useApi(plantsApi);
  const token = useSelector(session, (s) => s.context.token);
  const plants = useQuery(plantChoicesQuery(api, token));
  // The same list while the plants are, so that a table given it is not made again on every render.
  const rows = plants.data?.rows;
  return useMemo(() => (rows ?? []).map((plant) => ({ value: String(plant.id), label: plant.name })), [rows]);
}
