import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { type Device, DeviceInput } from '../../../domain/schemas/device';
import { linkTo } from '../../../routes/links';
import { type FieldSpec, MasterFormPage } from '../../masters/MasterFormPage';

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

/** /settings/device/new [add-edit-delete]: a new device starts with the admin. */
export function AddDevice({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useAppState();
  return (
    <MasterFormPage
      title={title}
      resource="devices"
      schema={DeviceInput}
      fields={fields(t)}
      start={{ values: EMPTY }}
      save={(input) => api.devices.create(input)}
      listPath={listPath()}
      savedMessage={t('devices.added')}
    />
  );
}

/** /settings/device/edit/:id [add-edit-delete]: what the device is; where it is moves with the list's steps. */
export function EditDevice({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useAppState();
  const id = Number(params.id);
  return (
    <MasterFormPage
      title={title}
      resource="devices"
      schema={DeviceInput}
      fields={fields(t)}
      start={{ id, fetch: (signal) => api.devices.get(id, signal).then(valuesOf) }}
      save={(input) => api.devices.update(id, input)}
      listPath={listPath()}
      savedMessage={t('devices.changed')}
    />
  );
}
