import type { TFunction } from 'i18next';
import { packagesApi } from '../../../api/catalogue';
import { type Package, PackageInput } from '../../../domain/schemas/catalogue';
import { linkTo } from '../../../routes/links';
import type { FieldSpec } from '../../masters/MasterFormPage';
import { masterFormScreens } from '../../masters/masterFormScreens';

/** A number input holds '' while empty: a bulk package, with no unit weight. */
type Values = { name: string; unitWeightKg: number | '' };
const EMPTY: Values = { name: '', unitWeightKg: '' };

const valuesOf = (p: Package): Values => ({ name: p.name, unitWeightKg: p.unitWeightKg ?? '' });

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  {
    key: 'name',
    kind: 'text',
    label: t('catalogue.packages.fields.name'),
    placeholder: t('catalogue.packages.fields.nameHint'),
    required: true,
  },
  {
    key: 'unitWeightKg',
    kind: 'number',
    label: t('catalogue.packages.fields.unitWeight'),
    description: t('catalogue.packages.fields.unitWeightHint'),
  },
];

const listPath = () => linkTo('settings', { tab: 'packages' });

const forms = masterFormScreens({
  resource: 'packages',
  schema: PackageInput,
  empty: EMPTY,
  valuesOf: valuesOf,
  client: packagesApi,
  listPath: listPath,
  saved: (t) => ({ added: t('catalogue.packages.added'), changed: t('catalogue.packages.changed') }),
  useLayout: (t) => ({ fields: fields(t) }),
});

export const AddPackage = forms.Add;
export const EditPackage = forms.Edit;
