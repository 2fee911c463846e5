import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { RequestRow } from '../../domain/schemas/requests';
import type { Direction } from '../../domain/statuses';
import type { Formatters } from '../../i18n/format';
import { vehicleTypeLabel } from '../../i18n/vehicleTypeLabel';
import { linkTo } from '../../routes/links';
import type { DataTableColumn } from '../components/dataTableTypes';
import { formatDate } from '../components/formatDate';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { windowCountdown } from '../components/windowCountdown';

interface RequestColumnsOptions {
  t: TFunction;
  format: Formatters;
  direction: Direction;
  /** Drives the window countdown so it ticks without refetching. */
  now: number;
}

/** The list's columns in the reader's language; the party is the vendor (inbound) or the client (outbound). */
export const requestColumns = ({
  t,
  format,
  direction,
  now,
}: RequestColumnsOptions): readonly DataTableColumn<RequestRow>[] => [
  {
    key: 'number',
    header: t('requests.columns.number'),
    sortable: true,
    width: 140,
    render: (r) => (
      <Anchor
        component={Link}
        href={linkTo('request-detail', { direction: r.direction, id: r.id })}
        ff="monospace"
        size="sm"
      >
        {r.number}
      </Anchor>
    ),
  },
  { key: 'plant', header: t('requests.columns.plant'), render: (r) => r.plant.name },
  {
    key: 'party',
    header: t(`domain.party.${direction === 'inbound' ? 'vendor' : 'client'}`),
    render: (r) => r.party?.name ?? '—',
  },
  {
    key: 'pickupAt',
    header: t('requests.columns.pickupDate'),
    sortable: true,
    width: 120,
    render: (r) => formatDate(r.pickupAt),
  },
  {
    key: 'vehicles',
    header: t('requests.columns.vehicles'),
    render: (r) => `${r.vehicleCount} × ${vehicleTypeLabel(t, r.vehicleType)}`,
  },
  {
    key: 'ceiling',
    header: t('requests.columns.ceiling'),
    align: 'right',
    render: (r) => format.inr(r.ceilingPaise),
  },
  { key: 'bids', header: t('requests.columns.bids'), align: 'right', width: 70, render: (r) => r.bidCount },
  {
    key: 'lowest',
    header: t('requests.columns.lowestBid'),
    align: 'right',
    render: (r) => (r.lowestBidPaise === null ? '—' : format.inr(r.lowestBidPaise)),
  },
  {
    key: 'status',
    header: t('requests.columns.status'),
    width: 130,
    render: (r) => <LifecycleBadge status={r.status} />,
  },
  {
    key: 'biddingEndsAt',
    header: t('requests.columns.window'),
    sortable: true,
    width: 140,
    render: (r) =>
      r.status === 'open' || r.status === 'draft' ? (
        <Text size="sm">{windowCountdown(r.biddingStartsAt, r.biddingEndsAt, now)}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('requests.columns.closed')}
        </Text>
      ),
  },
];
