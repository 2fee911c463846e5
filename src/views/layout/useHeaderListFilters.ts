import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAppState } from '../../app/AppStateContext';
import type { SharedFilters } from '../components/dataTableTypes';

/**
 * The header's plant and date range as a list's shared filters: a list narrowed by them shows them in its own
 * filter bar, and a change made there is the header's change too (one choice, kept in the session).
 */
export function useHeaderListFilters(): SharedFilters {
  const { session } = useAppState();
  const plant = useSelector(session, (s) => s.context.selectedPlant);
  const { start, end } = useSelector(session, (s) => s.context.dateFilter);
  return useMemo(
    () => ({
      values: { plant: plant === null ? null : String(plant), from: start, to: end },
      onChange: (next) => {
        const plantId = next.plant === null ? null : Number(next.plant);
        if (plantId !== plant) session.send({ type: 'session.plantSelect', plantId });
        if (next.from !== start || next.to !== end)
          session.send({ type: 'session.dateFilterSet', dateFilter: { start: next.from, end: next.to } });
      },
    }),
    [session, plant, start, end],
  );
}
