import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { type Package, PackageInput } from '../../../domain/schemas/catalogue';
import { linkTo } from '../../../routes/links';
import { type FieldSpec, MasterFormPage } from '../../masters/MasterFormPage';

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

/** /settings/package/new [add-package]. */
export function AddPackage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useAppState();
  return (
    <MasterFormPage
      title={title}
      resource="packages"
      schema={PackageInput}
      fields={fields(t)}
      start={{ values: EMPTY }}
      save={(input) => api.packages.create(input)}
      listPath={listPath()}
      savedMessage={t('catalogue.packages.added')}
    />
  );
}

/** /settings/package/edit/:id [add-package]: beyond the spec, the way to change what the Packages tab lists. */
export function EditPackage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useAppState();
  const id = Number(params.id);
  return (
    <MasterFormPage
      title={title}
      resource="packages"
      schema={PackageInput}
      fields={fields(t)}
      start={{ id, fetch: (signal) => api.packages.get(id, signal).then(valuesOf) }}
      save={(input) => api.packages.update(id, input)}
      listPath={listPath()}
      savedMessage={t('catalogue.packages.changed')}
    />
  );
}
