import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placesApi } from '../../../api/places';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { STATE_SORTS, type State, StateInput } from '../../../domain/schemas/places';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn, SelectOption } from '../../components/dataTableTypes';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { countryChoices, usePlaceOptions, withInUseMessage } from './placeLists';

const columns = (t: TFunction): readonly DataTableColumn<State>[] => [
  {
    key: 'name',
    header: t('places.states.columns.name'),
    sortable: true,
    render: (s) => (
      <Text fw={500} size="sm">
        {s.name}
      </Text>
    ),
  },
  {
    key: 'code',
    header: t('places.states.columns.code'),
    sortable: true,
    width: 90,
    render: (s) => (
      <Text ff="monospace" size="sm">
        {s.code}
      </Text>
    ),
  },
  { key: 'country', header: t('places.states.columns.country'), sortable: true, render: (s) => s.country },
  {
    key: 'cityCount',
    header: t('places.states.columns.cities'),
    sortable: true,
    align: 'right',
    width: 90,
    render: (s) => s.cityCount,
  },
];

type Values = { countryId: string | null; name: string; code: string };

const fields = (t: TFunction, countries: readonly SelectOption[]): readonly FieldSpec<Values>[] => [
  {
    key: 'countryId',
    kind: 'select',
    label: t('places.states.fields.country'),
    options: countries,
    required: true,
    wide: true,
  },
  { key: 'name', kind: 'text', label: t('places.states.fields.name'), required: true },
  {
    key: 'code',
    kind: 'text',
    label: t('places.states.fields.code'),
    description: t('places.states.fields.codeHint'),
    required: true,
  },
];

export function StateList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const options = usePlaceOptions();
  const states = useMemo(() => withInUseMessage(api.states, t('places.states.inUse')), [api, t]);
  return (
    <MasterListPage<State>
      title={title}
      description={t('places.states.description')}
      resource="states"
      exportList="/api/places/states"
      api={states}
      columns={columns}
      sorts={STATE_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('places.states.search')}
      nameOf={(s) => s.name}
      links={{ add: linkTo('state-add'), edit: (s) => linkTo('state-edit', { id: s.id }) }}
      filters={[
        { key: 'country', label: t('places.states.filters.country'), options: countryChoices(options) },
      ]}
      statusFilter={false}
      createdFilter={false}
    />
  );
}

export function AddState({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const options = usePlaceOptions();
  // A country of one's own, nearly always India: chosen already when it is the only one.
  const only = options.countries.length === 1 ? String(options.countries[0]!.id) : null;
  return (
    <MasterFormPage
      // A new start once the countries arrive, so the only one is chosen.
      key={only ?? 'none'}
      title={title}
      resource="states"
      schema={StateInput}
      fields={fields(t, countryChoices(options))}
      start={{ values: { countryId: only, name: '', code: '' } }}
      save={(input) => api.states.create(input)}
      listPath={linkTo('state-list')}
      savedMessage={t('places.states.added')}
    />
  );
}

export function EditState({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const options = usePlaceOptions();
  const id = Number(params.id);
  return (
    <MasterFormPage
      title={title}
      resource="states"
      schema={StateInput}
      fields={fields(t, countryChoices(options))}
      start={{
        id,
        fetch: (signal) =>
          api.states
            .get(id, signal)
            .then((s): Values => ({ countryId: String(s.countryId), name: s.name, code: s.code })),
      }}
      save={(input) => api.states.update(id, input)}
      listPath={linkTo('state-list')}
      savedMessage={t('places.states.changed')}
    />
  );
}
