import type { TFunction } from 'i18next';
import { devicesApi } from '../../../api/devices';
import { type Device, DeviceInput } from '../../../domain/schemas/device';
import { linkTo } from '../../../routes/links';
import type { FieldSpec } from '../../masters/MasterFormPage';
import { masterFormScreens } from '../../masters/masterFormScreens';

type Values = { imei: string; label: string; simNumber: string; vendorName: string; vehicleNumber: string };
const EMPTY: Values = { imei: '', label: '', simNumber: '', vendorName: '', vehicleNumber: '' };

const valuesOf = (d: Device): Values => ({
  imei: d.imei,
  label: d.label,
  simNumber: d.simNumber ?? '',
  vendorName: d.vendorName ?? '',
  vehicleNumber: d.vehicleNumber ?? '',
});

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  {
    key: 'imei',
    kind: 'text',
    label: t('devices.fields.imei'),
    description: t('devices.fields.imeiHint'),
    required: true,
  },
  {
    key: 'label',
    kind: 'text',
    label: t('devices.fields.label'),
    description: t('devices.fields.labelHint'),
    required: true,
  },
  { key: 'simNumber', kind: 'tel', label: t('devices.fields.sim'), description: t('devices.fields.simHint') },
  {
    key: 'vendorName',
    kind: 'text',
    label: t('devices.fields.vendor'),
    description: t('devices.fields.vendorHint'),
  },
  {
    key: 'vehicleNumber',
    kind: 'text',
    label: t('devices.fields.vehicle'),
    description: t('devices.fields.vehicleHint'),
  },
];

const listPath = () => linkTo('settings', { tab: 'devices' });

const forms = masterFormScreens({
  resource: 'devices',
  schema: DeviceInput,
  empty: EMPTY,
  valuesOf: valuesOf,
  client: devicesApi,
  listPath: listPath,
  saved: (t) => ({ added: t('devices.added'), changed: t('devices.changed') }),
  useLayout: (t) => ({ fields: fields(t) }),
});

export const AddDevice = forms.Add;
export const EditDevice = forms.Edit;
