import { Badge, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../../api/devices';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import { useGuardSession } from '../../../app/useGuardSession';
import type { DeviceEvent } from '../../../domain/deviceLifecycle';
import { DEVICE_SORTS, type Device, type IssueDeviceInput } from '../../../domain/schemas/device';
import { DEVICE_STATUSES, type DeviceStatus } from '../../../domain/statuses';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { errorText } from '../../components/errorText';
import { formatDateTime } from '../../components/formatDateTime';
import { MasterListPage } from '../../masters/MasterListPage';
import { DeviceActions } from './DeviceActions';
import { IssueDeviceModal } from './IssueDeviceModal';

/** Changing devices is an industry setting, like the other settings' new and edit screens. */
const CHANGE = 'add-edit-delete';

const STATUS_COLOURS: Record<DeviceStatus, string> = {
  with_admin: 'teal',
  issued: 'blue',
  sent_back: 'yellow',
};

function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="device-status" data-status={status}>
      {t(`devices.statuses.${status}`)}
    </Badge>
  );
}

/** A cell's main line and, dimmed beneath it, what goes with it. */
function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {main}
      </Text>
      {sub ? (
        <Text size="xs" c="dimmed" component="div">
          {sub}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns = (t: TFunction): readonly DataTableColumn<Device>[] => [
  {
    key: 'label',
    header: t('devices.columns.label'),
    sortable: true,
    render: (d) => <TwoLines main={d.label} sub={d.vendorName} />,
  },
  {
    key: 'imei',
    header: t('devices.columns.imei'),
    sortable: true,
    render: (d) => (
      <TwoLines main={d.imei} sub={d.simNumber ? t('devices.simLine', { sim: d.simNumber }) : null} />
    ),
  },
  {
    key: 'vehicleNumber',
    header: t('devices.columns.vehicle'),
    sortable: true,
    render: (d) => (
      <TwoLines
        main={d.vehicleNumber ?? '—'}
        sub={
          d.order ? (
            <Group gap={6} wrap="nowrap">
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('devices.orderLine', { order: d.order.number })}
              </span>
              {d.order.onTrip ? (
                <Badge size="xs" variant="light" color="blue" style={{ flexShrink: 0 }}>
                  {t('devices.onTrip')}
                </Badge>
              ) : null}
            </Group>
          ) : null
        }
      />
    ),
  },
  {
    key: 'status',
    header: t('devices.columns.status'),
    sortable: true,
    width: 130,
    render: (d) => <DeviceStatusBadge status={d.status} />,
  },
  {
    key: 'updatedAt',
    header: t('devices.columns.updated'),
    sortable: true,
    width: 150,
    render: (d) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(d.updatedAt)}
      </Text>
    ),
  },
];

/** The confirmation of each step: the seed's own words for sending back and receiving. */
const CONFIRM_TEXT = {
  sendBack: 'common.spec.confirmDeviceSendBack',
  receive: 'common.spec.confirmDeviceReceived',
} as const;
const DONE = { issue: 'devices.issued', sendBack: 'devices.sentBack', receive: 'devices.received' } as const;

/**
 * Settings › GPS devices: every user of the industry sees where each device is; users who may change the
 * industry's settings (add-edit-delete) add and edit devices and move them along their life: issue to a
 * truck, send back to the admin ("This Device will send back to admin!"), received by the admin ("This
 * Device received by admin").
 */
export function DevicesTab() {
  const { t, i18n } = useTranslation();
  const api = useApi(devicesApi);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const mayChange = useGuardSession().permissions.includes(CHANGE);
  const [issuing, setIssuing] = useState<Device | null>(null);

  const step = useMutation({
    mutationFn: ({
      device,
      event,
      input,
    }: {
      device: Device;
      event: DeviceEvent;
      input?: IssueDeviceInput;
    }) =>
      event === 'issue'
        ? api.issue(device.id, input!)
        : event === 'sendBack'
          ? api.sendBack(device.id)
          : api.receive(device.id),
    onSuccess: (_device, { event }) => {
      flash(t(DONE[event]));
      return queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });

  const onStep = (device: Device, event: DeviceEvent) => {
    if (event === 'issue') return setIssuing(device);
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t(CONFIRM_TEXT[event])}</Text>,
      labels: { confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') },
      confirmProps: { 'data-testid': 'device-step-confirm' },
      onConfirm: () =>
        step.mutate({ device, event }, { onError: (error) => flash(errorText(i18n, error), 'error') }),
    });
  };

  const listApi = useMemo(() => ({ list: api.list }), [api]);
  const statusFilter = useMemo(
    () => DEVICE_STATUSES.map((value) => ({ value, label: t(`devices.statuses.${value}`) })),
    [t],
  );

  return (
    <>
      <MasterListPage<Device>
        embedded
        title={t('settings.tabs.devices')}
        description={t('devices.description')}
        resource="devices"
        exportList="/api/devices"
        api={listApi}
        columns={columns}
        sorts={DEVICE_SORTS}
        initialSort={{ key: 'label', order: 'asc' }}
        searchPlaceholder={t('devices.search')}
        editPermission={CHANGE}
        nameOf={(d) => d.label}
        links={{ add: linkTo('device-new'), edit: (d) => linkTo('device-edit', { id: d.id }) }}
        statusFilter={statusFilter}
        createdFilter={false}
        rowActions={mayChange ? (device) => <DeviceActions device={device} onStep={onStep} /> : undefined}
      />
      <IssueDeviceModal
        device={issuing}
        onClose={() => setIssuing(null)}
        issue={(device, input) => step.mutateAsync({ device, event: 'issue', input })}
      />
    </>
  );
}
