import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formOptionsApi } from '../../api/formOptions';
import { useApi } from '../../app/useApi';
import { CHANGE_DEBOUNCE_MS } from '../../domain/constants';
import type { CityOption } from '../../domain/schemas/formOptions';

type CitySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  /** Optional so that @mantine/form's getInputProps can be spread in. */
  value?: number | null | undefined;
  onChange?: (cityId: number | null) => void;
  /** The city chosen, with where it is and its main PIN code (an address's pin and PIN start from them). */
  onCityChange?: (city: CityOption | null) => void;
};

/**
 * One of India's cities, searched on the server as the user types (debounced); the chosen city is
 * fetched by id so that a saved form shows its name before any search.
 */
export function CitySelect({ value = null, onChange, onCityChange, ...props }: CitySelectProps) {
  const { t } = useTranslation();
  const api = useApi(formOptionsApi);
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), CHANGE_DEBOUNCE_MS);
  // Choosing a city writes its label into the search box; that is not a new search.
  const term = debounced.length >= 2 && debounced !== chosenLabel ? debounced : undefined;
  const cities = useQuery({
    queryKey: ['cities', term ?? '', value],
    queryFn: ({ signal }) =>
      api.cities({ search: term, ids: value ? String(value) : undefined, limit: 20 }, signal),
    enabled: term !== undefined || value !== null,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
  const data = (cities.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name}, ${c.state}` }));

  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value ? String(value) : null}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? '');
        onChange?.(next ? Number(next) : null);
        onCityChange?.(cities.data?.find((c) => String(c.id) === next) ?? null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide "Pune, Maharashtra" for "pun e".
      filter={({ options }) => options}
      // The hint sits under the field, not in an empty list: a listbox without options is invalid ARIA.
      description={
        data.length > 0 || cities.isFetching || search.trim() === ''
          ? props.description
          : t(term ? 'components.citySelect.noMatch' : 'components.citySelect.typeMore')
      }
    />
  );
}
