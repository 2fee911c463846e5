import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placesApi } from '../../../api/places';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { COUNTRY_SORTS, type Country, CountryInput } from '../../../domain/schemas/places';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import type { FieldSpec } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { masterFormScreens } from '../masterFormScreens';
import { withInUseMessage } from './placeLists';

const code = (text: string) => (
  <Text ff="monospace" size="sm">
    {text}
  </Text>
);

const columns = (t: TFunction): readonly DataTableColumn<Country>[] => [
  {
    key: 'name',
    header: t('places.countries.columns.name'),
    sortable: true,
    render: (c) => (
      <Text fw={500} size="sm">
        {c.name}
      </Text>
    ),
  },
  {
    key: 'isoCode',
    header: t('places.countries.columns.isoCode'),
    sortable: true,
    width: 110,
    render: (c) => code(c.isoCode),
  },
  {
    key: 'phoneCode',
    header: t('places.countries.columns.phoneCode'),
    width: 130,
    render: (c) => `+${c.phoneCode}`,
  },
  {
    key: 'currency',
    header: t('places.countries.columns.currency'),
    width: 110,
    render: (c) => code(c.currency),
  },
  {
    key: 'stateCount',
    header: t('places.countries.columns.states'),
    sortable: true,
    align: 'right',
    width: 100,
    render: (c) => c.stateCount,
  },
];

type Values = { name: string; isoCode: string; phoneCode: string; currency: string };
const EMPTY: Values = { name: '', isoCode: '', phoneCode: '', currency: '' };

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  { key: 'name', kind: 'text', label: t('places.countries.fields.name'), required: true, wide: true },
  {
    key: 'isoCode',
    kind: 'text',
    label: t('places.countries.fields.isoCode'),
    description: t('places.countries.fields.isoCodeHint'),
    required: true,
  },
  {
    key: 'phoneCode',
    kind: 'tel',
    label: t('places.countries.fields.phoneCode'),
    description: t('places.countries.fields.phoneCodeHint'),
    required: true,
  },
  {
    key: 'currency',
    kind: 'text',
    label: t('places.countries.fields.currency'),
    description: t('places.countries.fields.currencyHint'),
    required: true,
  },
];

export function CountryList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(placesApi);
  const countries = useMemo(() => withInUseMessage(api.countries, t('places.countries.inUse')), [api, t]);
  return (
    <MasterListPage<Country>
      title={title}
      description={t('places.countries.description')}
      resource="countries"
      exportList="/api/places/countries"
      api={countries}
      columns={columns}
      sorts={COUNTRY_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('places.countries.search')}
      nameOf={(c) => c.name}
      links={{ add: linkTo('country-add'), edit: (c) => linkTo('country-edit', { id: c.id }) }}
      statusFilter={false}
      createdFilter={false}
    />
  );
}

const forms = masterFormScreens({
  resource: 'countries',
  schema: CountryInput,
  empty: EMPTY,
  valuesOf: (c: Country): Values => ({
    name: c.name,
    isoCode: c.isoCode,
    phoneCode: c.phoneCode,
    currency: c.currency,
  }),
  client: (http) => placesApi(http).countries,
  listPath: () => linkTo('country-list'),
  saved: (t) => ({ added: t('places.countries.added'), changed: t('places.countries.changed') }),
  useLayout: (t) => ({ fields: fields(t) }),
});

export const AddCountry = forms.Add;
export const EditCountry = forms.Edit;
