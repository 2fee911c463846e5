import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { formOptionsApi, formOptionsQuery } from '../../../api/formOptions';
import { requestsApi } from '../../../api/requests';
import { useAppState } from '../../../app/AppStateContext';
import { useApi } from '../../../app/useApi';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { RequestDetail } from '../../../domain/schemas/requests';
import type { Direction } from '../../../domain/statuses';
import { biddingDefaultsOf } from './biddingDefaults';
import {
  blankRequestForm,
  type RequestFormValues,
  valuesFromDetail,
  valuesFromReplica,
} from './requestFormValues';
import { followRouteDefaults, routePlaces } from './routeDefaults';

/** new: blank; edit: the request itself; copy: a prefilled replica of another request. */
export type RequestFormSource =
  | { from: 'blank' }
  | { from: 'edit'; id: number }
  | { from: 'copy'; id: number };

export type LoadedForm =
  | { state: 'loading' }
  | { state: 'failed'; error: Error; retry: () => void }
  | { state: 'ready'; options: FormOptions; values: RequestFormValues; editing?: RequestDetail };

/**
 * A blank form starts at the header's plant (or the first), its addresses, and its request settings'
 * visibility and invited transporters.
 */
function blankFor(
  direction: Direction,
  options: FormOptions,
  selectedPlant: number | null,
): RequestFormValues {
  const blank = blankRequestForm();
  const plant = options.plants.find((p) => p.id === selectedPlant) ?? options.plants[0];
  const chosen = { ...blank, plantId: plant ? String(plant.id) : null };
  const places = routePlaces(direction, options, chosen);
  return {
    ...chosen,
    ...followRouteDefaults(chosen, { pickup: undefined, dropOff: undefined }, places),
    ...biddingDefaultsOf(options, plant),
  };
}

/** The form's choices and its first values, loaded together so the form mounts once, complete. */
export function useRequestFormSource(direction: Direction, source: RequestFormSource): LoadedForm {
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const requests = useApi(requestsApi);
  const token = useSelector(session, (s) => s.context.token);
  const selectedPlant = useSelector(session, (s) => s.context.selectedPlant);
  const options = useQuery(formOptionsQuery(formOptions, token));
  const id = source.from === 'blank' ? 0 : source.id;
  const saved = useQuery({
    queryKey: ['requests', 'form', source.from, id],
    queryFn: async ({ signal }) =>
      source.from === 'edit'
        ? { detail: await requests.detail(id, signal) }
        : { replica: await requests.replica(id, signal) },
    enabled: source.from !== 'blank',
    // A form starts from what the server holds now, never from a cached copy.
    gcTime: 0,
  });

  const failed = options.error ?? saved.error;
  if (failed) {
    return {
      state: 'failed',
      error: failed,
      retry: () => void (options.error ? options.refetch() : saved.refetch()),
    };
  }
  if (!options.data || (source.from !== 'blank' && !saved.data)) return { state: 'loading' };
  if (saved.data?.detail) {
    return {
      state: 'ready',
      options: options.data,
      values: valuesFromDetail(saved.data.detail),
      editing: saved.data.detail,
    };
  }
  if (saved.data?.replica)
    return { state: 'ready', options: options.data, values: valuesFromReplica(saved.data.replica) };
  return { state: 'ready', options: options.data, values: blankFor(direction, options.data, selectedPlant) };
}
