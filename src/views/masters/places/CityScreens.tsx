import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { placesApi } from '../../../api/places';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { INDIA_ISO_CODE } from '../../../domain/indiaBounds';
import { CITY_SORTS, type City, cityInputKnowing, type PlaceOptions } from '../../../domain/schemas/places';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn, SelectOption } from '../../components/dataTableTypes';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { CityLocation, type CityValues } from './CityLocation';
import { stateChoices, usePlaceOptions, withInUseMessage } from './placeLists';

const coordinate = (n: number) => n.toFixed(4);

const columns = (t: TFunction): readonly DataTableColumn<City>[] => [
  {
    key: 'name',
    header: t('places.cities.columns.name'),
    sortable: true,
    render: (c) => (
      <Text fw={500} size="sm">
        {c.name}
      </Text>
    ),
  },
  { key: 'state', header: t('places.cities.columns.state'), sortable: true, render: (c) => c.state },
  {
    key: 'pincode',
    header: t('places.cities.columns.pincode'),
    sortable: true,
    width: 110,
    render: (c) => (
      <Text ff="monospace" size="sm">
        {c.pincode ?? t('places.cities.noPincode')}
      </Text>
    ),
  },
  {
    key: 'coordinates',
    header: t('places.cities.columns.coordinates'),
    width: 170,
    render: (c) => (
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {coordinate(c.latitude)}, {coordinate(c.longitude)}
      </Text>
    ),
  },
];

const EMPTY: CityValues = { stateId: null, name: '', pincode: '', latitude: '', longitude: '' };

const valuesOf = (c: City): CityValues => ({
  stateId: String(c.stateId),
  name: c.name,
  pincode: c.pincode ?? '',
  latitude: c.latitude,
  longitude: c.longitude,
});

const fields = (t: TFunction, states: readonly SelectOption[]): readonly FieldSpec<CityValues>[] => [
  { key: 'stateId', kind: 'select', label: t('places.cities.fields.state'), options: states, required: true },
  { key: 'name', kind: 'text', label: t('places.cities.fields.name'), required: true },
  {
    key: 'pincode',
    kind: 'text',
    label: t('places.cities.fields.pincode'),
    description: t('places.cities.fields.pincodeHint'),
  },
];

/**
 * The city form's schema: the shared one, and an Indian city's coordinates within India. The form keeps the
 * schema it starts with, so the states it knows are read through a ref as they arrive.
 */
function useCityForm(options: PlaceOptions) {
  const { t } = useTranslation();
  const indianStates = useRef(new Set<number>());
  const india = options.countries.find((c) => c.isoCode === INDIA_ISO_CODE);
  indianStates.current = new Set(options.states.filter((s) => s.countryId === india?.id).map((s) => s.id));
  const schema = useMemo(() => cityInputKnowing((stateId) => indianStates.current.has(stateId)), []);
  return { schema, fields: fields(t, stateChoices(options)) };
}

export function CityList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const options = usePlaceOptions();
  const cities = useMemo(() => withInUseMessage(api.cities, t('places.cities.inUse')), [api, t]);
  return (
    <MasterListPage<City>
      title={title}
      description={t('places.cities.description')}
      resource="cities"
      exportList="/api/places/cities"
      api={cities}
      columns={columns}
      sorts={CITY_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('places.cities.search')}
      nameOf={(c) => c.name}
      links={{ add: linkTo('city-add'), edit: (c) => linkTo('city-edit', { id: c.id }) }}
      filters={[{ key: 'state', label: t('places.cities.filters.state'), options: stateChoices(options) }]}
      statusFilter={false}
      createdFilter={false}
    />
  );
}

export function AddCity({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const form = useCityForm(usePlaceOptions());
  return (
    <MasterFormPage
      title={title}
      resource="cities"
      schema={form.schema}
      fields={form.fields}
      sections={(values) => <CityLocation form={values} />}
      start={{ values: EMPTY }}
      save={(input) => api.cities.create(input)}
      listPath={linkTo('city-list')}
      savedMessage={t('places.cities.added')}
    />
  );
}

export function EditCity({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const form = useCityForm(usePlaceOptions());
  const id = Number(params.id);
  return (
    <MasterFormPage
      title={title}
      resource="cities"
      schema={form.schema}
      fields={form.fields}
      sections={(values) => <CityLocation form={values} />}
      start={{ id, fetch: (signal) => api.cities.get(id, signal).then(valuesOf) }}
      save={(input) => api.cities.update(id, input)}
      listPath={linkTo('city-list')}
      savedMessage={t('places.cities.changed')}
    />
  );
}
