import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { plantChoicesQuery } from '../../api/plants';
import { useAppState } from '../../app/AppStateContext';
import type { SelectOption } from './dataTableTypes';

/** The industry's active plants as select options, for list filters and the gate screen. */
export function usePlantOptions(): readonly SelectOption[] {
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const plants = useQuery(plantChoicesQuery(api.plants, token));
  return (plants.data?.rows ?? []).map((plant) => ({ value: String(plant.id), label: plant.name }));
}
