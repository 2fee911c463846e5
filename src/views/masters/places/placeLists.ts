import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/ApiError';
import { placesApi } from '../../../api/places';
import { useApi } from '../../../app/useApi';
import type { PlaceOptions } from '../../../domain/schemas/places';
import type { SelectOption } from '../../components/dataTableTypes';
import type { MasterListApi } from '../MasterListPage';

/** Every country and state, for the places' pickers and filters; read afresh on each screen (a few dozen rows). */
export function usePlaceOptions(): PlaceOptions {
  const api = useApi(placesApi);
  const options = useQuery({
    queryKey: ['places', 'options'],
    queryFn: ({ signal }) => api.options(signal),
  });
  return options.data ?? { countries: [], states: [] };
}

export const countryChoices = (options: PlaceOptions): SelectOption[] =>
  options.countries.map((c) => ({ value: String(c.id), label: c.name }));

/** States by name; with more than one country, each says whose it is. */
export const stateChoices = (options: PlaceOptions): SelectOption[] => {
  const isoOf = new Map(options.countries.map((c) => [c.id, c.isoCode]));
  return options.states.map((s) => ({
    value: String(s.id),
    label: options.countries.length > 1 ? `${s.name} (${isoOf.get(s.countryId) ?? ''})` : s.name,
  }));
};

/**
 * A place's list API whose delete, refused because something still names the place (409), says so in the
 * reader's language rather than the API's English.
 */
export const withInUseMessage = <Row>(api: MasterListApi<Row>, inUse: string): MasterListApi<Row> => {
  const { remove } = api;
  if (!remove) return api;
  return {
    ...api,
    remove: (id) =>
      remove(id).catch((error: unknown) => {
        throw isApiError(error) && error.status === 409 ? new Error(inUse) : error;
      }),
  };
};
