import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { businessesApi } from '../../../api/businesses';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { BUSINESS_SORTS, type Business, BusinessInput } from '../../../domain/schemas/business';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import type { FieldSpec } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { masterFormScreens } from '../masterFormScreens';

const columns = (t: TFunction): readonly DataTableColumn<Business>[] => [
  { key: 'name', header: t('masters.businesses.columns.name'), sortable: true, render: (b) => b.name },
  { key: 'gstin', header: t('masters.businesses.columns.gstin'), render: (b) => b.gstin ?? '—' },
  {
    key: 'plantCount',
    header: t('masters.businesses.columns.plants'),
    sortable: true,
    align: 'right',
    width: 100,
    render: (b) => b.plantCount,
  },
  {
    key: 'status',
    header: t('masters.businesses.columns.status'),
    width: 110,
    render: (b) => <StatusBadge status={b.status} />,
  },
  {
    key: 'createdAt',
    header: t('masters.businesses.columns.created'),
    sortable: true,
    width: 130,
    render: (b) => formatDate(b.createdAt),
  },
];

type Values = { name: string; gstin: string };
const EMPTY: Values = { name: '', gstin: '' };

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  { key: 'name', kind: 'text', label: t('masters.businesses.fields.name'), required: true },
  {
    key: 'gstin',
    kind: 'text',
    label: t('masters.businesses.fields.gstin'),
    description: t('masters.businesses.fields.gstinHint'),
  },
];

export function BusinessList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(businessesApi);
  return (
    <MasterListPage<Business>
      title={title}
      description={t('masters.businesses.description')}
      resource="businesses"
      exportList="/api/businesses"
      api={api}
      columns={columns}
      sorts={BUSINESS_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('masters.businesses.search')}
      editPermission="edit-business"
      nameOf={(b) => b.name}
      links={{ add: linkTo('business-add'), edit: (b) => linkTo('business-edit', { id: b.id }) }}
    />
  );
}

const forms = masterFormScreens({
  resource: 'businesses',
  schema: BusinessInput,
  empty: EMPTY,
  valuesOf: (b: Business): Values => ({ name: b.name, gstin: b.gstin ?? '' }),
  client: businessesApi,
  listPath: () => linkTo('business-list'),
  saved: (t) => ({ added: t('masters.businesses.added'), changed: t('masters.businesses.changed') }),
  useLayout: (t) => ({ fields: fields(t) }),
});

export const AddBusiness = forms.Add;
export const EditBusiness = forms.Edit;
