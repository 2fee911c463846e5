import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { OrderRow } from '../../domain/schemas/orders';
import type { Direction } from '../../domain/statuses';
import type { Formatters } from '../../i18n/format';
import type { DataTableColumn } from '../components/dataTableTypes';
import { formatDate } from '../components/formatDate';
import { LifecycleBadge } from '../components/LifecycleBadge';

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

interface OrderColumnsOptions {
  t: TFunction;
  format: Formatters;
  direction: Direction;
  /** Differs between awarded and offline orders. */
  detailPath: (row: OrderRow) => string;
}

/** Order list columns in the reader's language; the party is the vendor (inbound) or the client (outbound). */
export const orderColumns = ({
  t,
  format,
  direction,
  detailPath,
}: OrderColumnsOptions): readonly DataTableColumn<OrderRow>[] => [
  {
    key: 'number',
    header: t('orders.columns.number'),
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
  {
    key: 'party',
    header: t(`domain.party.${direction === 'inbound' ? 'vendor' : 'client'}`),
    render: (o) => o.party?.name ?? '—',
  },
  { key: 'transporter', header: t('orders.columns.transporter'), render: (o) => o.transporter.name },
  { key: 'lane', header: t('orders.columns.lane'), render: (o) => `${o.origin} → ${o.destination}` },
  {
    key: 'vehicle',
    header: t('orders.columns.vehicle'),
    render: (o) => (
      <Text size="sm" ff="monospace">
        {o.vehicleNumber ?? '—'}
      </Text>
    ),
  },
  {
    key: 'freight',
    header: t('orders.columns.freight'),
    align: 'right',
    render: (o) => format.inr(o.freightPaise),
  },
  {
    key: 'pickupAt',
    header: t('orders.columns.pickup'),
    sortable: true,
    width: 110,
    render: (o) => formatDate(o.pickupAt),
  },
  {
    key: 'gateInAt',
    header: t('orders.columns.gateInOut'),
    sortable: true,
    width: 120,
    render: (o) => (
      <>
        <Text size="sm">{dateOrDash(o.gateInAt)}</Text>
        <Text size="sm">{dateOrDash(o.gateOutAt)}</Text>
      </>
    ),
  },
  {
    key: 'status',
    header: t('orders.columns.status'),
    width: 160,
    render: (o) => <LifecycleBadge status={o.status} />,
  },
];
