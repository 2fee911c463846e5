import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formatInr } from '../../domain/money';
import type { OrderRow } from '../../domain/schemas/orders';
import type { DataTableColumn } from '../components/dataTableTypes';
import { formatDate } from '../components/formatDate';
import { LifecycleBadge } from '../components/LifecycleBadge';

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** Order list columns; `detailPath` differs between awarded and offline orders. */
export const orderColumns = (
  partyHeader: string,
  detailPath: (row: OrderRow) => string,
): readonly DataTableColumn<OrderRow>[] => [
  {
    key: 'number',
    header: 'Number',
    sortable: true,
    width: 150,
    render: (o) => (
      <>
        <Anchor component={Link} href={detailPath(o)} ff="monospace" size="sm">
          {o.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          {o.plant.name}
        </Text>
      </>
    ),
  },
  { key: 'party', header: partyHeader, render: (o) => o.party?.name ?? '—' },
  { key: 'transporter', header: 'Transporter', render: (o) => o.transporter.name },
  { key: 'lane', header: 'Lane', render: (o) => `${o.origin} → ${o.destination}` },
  {
    key: 'vehicle',
    header: 'Vehicle',
    render: (o) => (
      <Text size="sm" ff="monospace">
        {o.vehicleNumber ?? '—'}
      </Text>
    ),
  },
  { key: 'freight', header: 'Freight', align: 'right', render: (o) => formatInr(o.freightPaise) },
  { key: 'pickupAt', header: 'Pickup', sortable: true, width: 110, render: (o) => formatDate(o.pickupAt) },
  {
    key: 'gateInAt',
    header: 'Gate in / out',
    sortable: true,
    width: 120,
    render: (o) => (
      <>
        <Text size="sm">{dateOrDash(o.gateInAt)}</Text>
        <Text size="sm">{dateOrDash(o.gateOutAt)}</Text>
      </>
    ),
  },
  { key: 'status', header: 'Status', width: 160, render: (o) => <LifecycleBadge status={o.status} /> },
];
