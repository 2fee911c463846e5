import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formatInr } from '../../domain/money';
import type { RequestRow } from '../../domain/schemas/requests';
import { linkTo } from '../../routes/links';
import type { DataTableColumn } from '../components/dataTableTypes';
import { formatDate } from '../components/formatDate';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { windowCountdown } from '../components/windowCountdown';

/** The list's columns; `now` drives the window countdown so it ticks without refetching. */
export const requestColumns = (partyHeader: string, now: number): readonly DataTableColumn<RequestRow>[] => [
  {
    key: 'number',
    header: 'Number',
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
  { key: 'plant', header: 'Plant', render: (r) => r.plant.name },
  { key: 'party', header: partyHeader, render: (r) => r.party?.name ?? '—' },
  {
    key: 'pickupAt',
    header: 'Pickup date',
    sortable: true,
    width: 120,
    render: (r) => formatDate(r.pickupAt),
  },
  {
    key: 'vehicles',
    header: 'Vehicles',
    render: (r) => `${r.vehicleCount} × ${r.vehicleType}`,
  },
  { key: 'ceiling', header: 'Ceiling', align: 'right', render: (r) => formatInr(r.ceilingPaise) },
  { key: 'bids', header: 'Bids', align: 'right', width: 70, render: (r) => r.bidCount },
  {
    key: 'lowest',
    header: 'Lowest bid',
    align: 'right',
    render: (r) => (r.lowestBidPaise === null ? '—' : formatInr(r.lowestBidPaise)),
  },
  { key: 'status', header: 'Status', width: 130, render: (r) => <LifecycleBadge status={r.status} /> },
  {
    key: 'biddingEndsAt',
    header: 'Window',
    sortable: true,
    width: 140,
    render: (r) =>
      r.status === 'open' || r.status === 'draft' ? (
        <Text size="sm">{windowCountdown(r.biddingStartsAt, r.biddingEndsAt, now)}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Closed
        </Text>
      ),
  },
];
