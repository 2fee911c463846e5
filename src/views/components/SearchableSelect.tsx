import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';

interface SearchableSelectProps extends Omit<SelectProps, 'data' | 'searchable' | 'nothingFoundMessage'> {
  data: readonly { value: string; label: string }[];
  /** Said under the field while what is typed matches no option. */
  noMatch: string;
}

/**
 * A Select to type into. When the words typed match nothing, it says so under the field rather than in an
 * empty list: a listbox without options is invalid ARIA (axe's aria-required-children).
 */
export function SearchableSelect({ data, noMatch, description, ...props }: SearchableSelectProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const matches = term === '' || data.some((option) => option.label.toLowerCase().includes(term));
  return (
    <Select
      {...props}
      data={data as SelectProps['data']}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      description={matches ? description : noMatch}
    />
  );
}
