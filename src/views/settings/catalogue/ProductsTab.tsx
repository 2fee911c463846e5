import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { productsApi } from '../../../api/catalogue';
import { useApi } from '../../../app/useApi';
import { PRODUCT_SORTS, type Product } from '../../../domain/schemas/catalogue';
import { unitLabel } from '../../../i18n/productUnitLabel';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { MasterListPage } from '../../masters/MasterListPage';

const columns = (t: TFunction): readonly DataTableColumn<Product>[] => [
  {
    key: 'code',
    header: t('catalogue.products.columns.code'),
    sortable: true,
    width: 110,
    render: (p) => p.code,
  },
  { key: 'name', header: t('catalogue.products.columns.name'), sortable: true, render: (p) => p.name },
  {
    key: 'hsnCode',
    header: t('catalogue.products.columns.hsn'),
    width: 110,
    render: (p) => p.hsnCode ?? '—',
  },
  {
    key: 'unit',
    header: t('catalogue.products.columns.unit'),
    width: 130,
    sortable: true,
    render: (p) => unitLabel(t, p.unit),
  },
  {
    key: 'defaultPackage',
    header: t('catalogue.products.columns.package'),
    render: (p) => p.defaultPackage?.name ?? '—',
  },
  {
    key: 'status',
    header: t('catalogue.products.columns.status'),
    width: 110,
    render: (p) => <StatusBadge status={p.status} />,
  },
  {
    key: 'createdAt',
    header: t('catalogue.products.columns.created'),
    sortable: true,
    width: 120,
    render: (p) => formatDate(p.createdAt),
  },
];

/**
 * Settings › Products: every user of the industry sees the list; add-product adds, edits, switches and
 * deletes (the catalogue's only product permission).
 */
export function ProductsTab() {
  const { t } = useTranslation();
  const api = useApi(productsApi);
  return (
    <MasterListPage<Product>
      embedded
      title={t('settings.tabs.products')}
      description={t('catalogue.products.description')}
      resource="products"
      exportList="/api/products"
      api={api}
      columns={columns}
      sorts={PRODUCT_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('catalogue.products.search')}
      editPermission="add-product"
      nameOf={(p) => p.name}
      links={{ add: linkTo('product-new'), edit: (p) => linkTo('product-edit', { id: p.id }) }}
    />
  );
}
