import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { packagesApi, productsApi } from '../../../api/catalogue';
import { useApi } from '../../../app/useApi';
import { type Package, type Product, ProductInput } from '../../../domain/schemas/catalogue';
import { linkTo } from '../../../routes/links';
import type { SelectOption } from '../../components/dataTableTypes';
import type { FieldSpec } from '../../masters/MasterFormPage';
import { masterFormScreens } from '../../masters/masterFormScreens';
import { unitOptions } from './productUnitOptions';

type Values = {
  code: string;
  name: string;
  hsnCode: string;
  unit: string | null;
  defaultPackageId: string | null;
};
const EMPTY: Values = { code: '', name: '', hsnCode: '', unit: null, defaultPackageId: null };

const valuesOf = (p: Product): Values => ({
  code: p.code,
  name: p.name,
  hsnCode: p.hsnCode ?? '',
  unit: p.unit,
  defaultPackageId: p.defaultPackage ? String(p.defaultPackage.id) : null,
});

/** Enough for any industry's packages: they are a handful (bags, jumbo bags, bulk, loose). */
const PACKAGE_CHOICES = 100;

/**
 * The packages a product may default to: the active ones; a package since deactivated stays named (and
 * cannot be picked again), so a product that defaults to it still reads rightly.
 */
function usePackageOptions(t: TFunction): readonly SelectOption[] {
  const api = useApi(packagesApi);
  const packages = useQuery({
    queryKey: ['packages', 'choices'],
    queryFn: ({ signal }) => api.list({ pageSize: PACKAGE_CHOICES, sort: 'name' }, signal),
  });
  return (packages.data?.rows ?? []).map((p: Package) =>
    p.status === 'active'
      ? { value: String(p.id), label: p.name }
      : {
          value: String(p.id),
          label: t('catalogue.products.inactivePackage', {
            name: p.name,
            status: t('domain.recordStatuses.inactive'),
          }),
          disabled: true,
        },
  );
}

const fields = (t: TFunction, packages: readonly SelectOption[]): readonly FieldSpec<Values>[] => [
  {
    key: 'code',
    kind: 'text',
    label: t('catalogue.products.fields.code'),
    description: t('catalogue.products.fields.codeHint'),
    required: true,
  },
  {
    key: 'name',
    kind: 'text',
    label: t('catalogue.products.fields.name'),
    description: t('catalogue.products.fields.nameHint'),
    required: true,
  },
  {
    key: 'hsnCode',
    kind: 'text',
    label: t('catalogue.products.fields.hsn'),
    description: t('catalogue.products.fields.hsnHint'),
  },
  {
    key: 'unit',
    kind: 'select',
    label: t('catalogue.products.fields.unit'),
    required: true,
    options: unitOptions(t),
  },
  {
    key: 'defaultPackageId',
    kind: 'select',
    label: t('catalogue.products.fields.package'),
    description: t('catalogue.products.fields.packageHint'),
    placeholder: t('catalogue.products.fields.packagePlaceholder'),
    options: packages,
    wide: true,
  },
];

const listPath = () => linkTo('settings', { tab: 'products' });

const forms = masterFormScreens({
  resource: 'products',
  schema: ProductInput,
  empty: EMPTY,
  valuesOf: valuesOf,
  client: productsApi,
  listPath: listPath,
  saved: (t) => ({ added: t('catalogue.products.added'), changed: t('catalogue.products.changed') }),
  useLayout: (t) => ({ fields: fields(t, usePackageOptions(t)) }),
});

export const AddProduct = forms.Add;
export const EditProduct = forms.Edit;
