import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { packagesApi } from '../../../api/catalogue';
import { useApi } from '../../../app/useApi';
import { PACKAGE_SORTS, type Package } from '../../../domain/schemas/catalogue';
import { useFormat } from '../../../i18n/useFormat';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { MasterListPage } from '../../masters/MasterListPage';

const columns =
  (number: (n: number) => string) =>
  (t: TFunction): readonly DataTableColumn<Package>[] => [
    { key: 'name', header: t('catalogue.packages.columns.name'), sortable: true, render: (p) => p.name },
    {
      key: 'unitWeightKg',
      header: t('catalogue.packages.columns.unitWeight'),
      sortable: true,
      align: 'right',
      width: 140,
      render: (p) =>
        p.unitWeightKg === null
          ? t('catalogue.packages.bulk')
          : t('catalogue.packages.weight', { weight: number(p.unitWeightKg) }),
    },
    {
      key: 'productCount',
      header: t('catalogue.packages.columns.products'),
      sortable: true,
      align: 'right',
      width: 110,
      render: (p) => number(p.productCount),
    },
    {
      key: 'status',
      header: t('catalogue.packages.columns.status'),
      width: 110,
      render: (p) => <StatusBadge status={p.status} />,
    },
    {
      key: 'createdAt',
      header: t('catalogue.packages.columns.created'),
      sortable: true,
      width: 120,
      render: (p) => formatDate(p.createdAt),
    },
  ];

/** Settings › Packages: every user of the industry sees the list; add-package changes it. */
export function PackagesTab() {
  const { t } = useTranslation();
  const api = useApi(packagesApi);
  const format = useFormat();
  return (
    <MasterListPage<Package>
      embedded
      title={t('settings.tabs.packages')}
      description={t('catalogue.packages.description')}
      resource="packages"
      exportList="/api/packages"
      api={api}
      columns={columns(format.number)}
      sorts={PACKAGE_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('catalogue.packages.search')}
      editPermission="add-package"
      nameOf={(p) => p.name}
      links={{ add: linkTo('package-new'), edit: (p) => linkTo('package-edit', { id: p.id }) }}
    />
  );
}
