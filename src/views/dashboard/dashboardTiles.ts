import type { DashboardSummary } from '../../domain/schemas/dashboard';
import type { OrderStatus } from '../../domain/statuses';

/** Orders past these statuses no longer need anyone's attention. */
const FINISHED: readonly OrderStatus[] = ['delivered', 'invoiced', 'closed', 'rejected', 'cancelled'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Created',
  vehicle_assigned: 'Vehicle assigned',
  at_gate: 'At gate',
  gate_in: 'Gate in',
  loading: 'Loading',
  unloading: 'Unloading',
  gate_out: 'Gate out',
  in_transit: 'In transit',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  closed: 'Closed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export interface DashboardTile {
  key: string;
  label: string;
  value: number;
  /** Where the tile leads. */
  href: string;
  details: readonly { label: string; value: number }[];
}

const orderTile = (
  direction: 'inbound' | 'outbound',
  counts: Partial<Record<OrderStatus, number>>,
): DashboardTile => {
  const entries = Object.entries(counts) as [OrderStatus, number][];
  const running = entries.filter(([status]) => !FINISHED.includes(status));
  return {
    key: `orders-${direction}`,
    label: `Running ${direction} orders`,
    value: running.reduce((sum, [, count]) => sum + count, 0),
    href: `#/order/${direction}`,
    details: running
      .filter(([, count]) => count > 0)
      .map(([status, count]) => ({ label: STATUS_LABELS[status], value: count })),
  };
};

export const dashboardTiles = (summary: DashboardSummary): DashboardTile[] => [
  {
    key: 'requests-inbound',
    label: 'Open inbound requests',
    value: summary.openRequests.inbound,
    href: '#/request/inbound',
    details: [],
  },
  {
    key: 'requests-outbound',
    label: 'Open outbound requests',
    value: summary.openRequests.outbound,
    href: '#/request/outbound',
    details: [],
  },
  orderTile('inbound', summary.orders.inbound),
  orderTile('outbound', summary.orders.outbound),
  {
    key: 'plants',
    label: 'Active plants',
    value: summary.plants.active,
    href: '#/plant',
    details: [{ label: 'Inactive', value: summary.plants.inactive }],
  },
  {
    key: 'transporters',
    label: 'Active transporters',
    value: summary.transporters.active,
    href: '#/industry-transporter',
    details: [{ label: 'Blocked', value: summary.transporters.blocked }],
  },
];
