import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import type { DataTableColumn } from '../components/dataTableTypes';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { GeofenceBadge } from './GeofenceBadge';

type Column = DataTableColumn<ExpectedVehicle>;

const plate = (v: ExpectedVehicle) => (
  <Text span ff="monospace" fw={600}>
    {v.vehicleNumber ?? '—'}
  </Text>
);
const driver = (v: ExpectedVehicle) => [v.driverName, v.driverPhone].filter(Boolean).join(' · ') || '—';
const dimmed = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The expected vehicles' columns. On a desk, the truck (plate, driver), its order (number, plant), who sends
 * it, when it is due, where it is, its status and the step buttons; on a phone two columns a thumb can work,
 * the truck with everything about it, and what to do with it.
 */
export function gateColumns(
  t: TFunction,
  wide: boolean,
  actions: (v: ExpectedVehicle) => ReactNode,
): Column[] {
  if (!wide)
    return [
      {
        key: 'vehicle',
        header: t('gate.columns.vehicle'),
        render: (v) => (
          <Stack gap={4} align="flex-start">
            {plate(v)}
            <Text size="sm">
              {v.orderNumber} · {v.plant.name}
            </Text>
            {dimmed(driver(v))}
            {dimmed(t('gate.pickupAt', { time: formatDateTime(v.pickupAt) }))}
            <GeofenceBadge position={v.position} />
          </Stack>
        ),
      },
      {
        key: 'action',
        header: t('gate.columns.action'),
        render: (v) => (
          <Stack gap="xs" align="flex-start">
            <LifecycleBadge status={v.status} />
            {actions(v)}
          </Stack>
        ),
      },
    ];
  return [
    {
      key: 'vehicle',
      header: t('gate.columns.vehicle'),
      render: (v) => (
        <Stack gap={2}>
          {plate(v)}
          {dimmed(driver(v))}
        </Stack>
      ),
    },
    {
      key: 'order',
      header: t('gate.columns.order'),
      render: (v) => (
        <Stack gap={2}>
          <Text size="sm" ff="monospace">
            {v.orderNumber}
          </Text>
          {dimmed(v.plant.name)}
        </Stack>
      ),
    },
    { key: 'transporter', header: t('gate.columns.transporter'), render: (v) => v.transporter },
    { key: 'pickup', header: t('gate.columns.pickup'), render: (v) => formatDateTime(v.pickupAt) },
    {
      key: 'position',
      header: t('gate.columns.position'),
      render: (v) => <GeofenceBadge position={v.position} />,
    },
    { key: 'status', header: t('gate.columns.status'), render: (v) => <LifecycleBadge status={v.status} /> },
    { key: 'action', header: t('gate.columns.action'), render: actions },
  ];
}
