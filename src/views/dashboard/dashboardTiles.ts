import type { TFunction } from 'i18next';
import type { DashboardSummary } from '../../domain/schemas/dashboard';
import type { OrderStatus } from '../../domain/statuses';
import { linkTo } from '../../routes/links';
import { lifecycleLabel } from '../components/lifecycleLabel';

/** Orders past these statuses no longer need anyone's attention. */
const FINISHED: readonly OrderStatus[] = ['delivered', 'invoiced', 'closed', 'rejected', 'cancelled'];

export interface DashboardTile {
  key: string;
  label: string;
  value: number;
  /** Where the tile leads. */
  href: string;
  details: readonly { label: string; value: number }[];
}

const orderTile = (
  t: TFunction,
  direction: 'inbound' | 'outbound',
  counts: Partial<Record<OrderStatus, number>>,
): DashboardTile => {
  const entries = Object.entries(counts) as [OrderStatus, number][];
  const running = entries.filter(([status]) => !FINISHED.includes(status));
  return {
    key: `orders-${direction}`,
    label: t(direction === 'inbound' ? 'dashboard.tiles.runningInbound' : 'dashboard.tiles.runningOutbound'),
    value: running.reduce((sum, [, count]) => sum + count, 0),
    href: `#${linkTo('order-list', { direction })}`,
    details: running
      .filter(([, count]) => count > 0)
      .map(([status, count]) => ({ label: lifecycleLabel(t, status), value: count })),
  };
};

export const dashboardTiles = (t: TFunction, summary: DashboardSummary): DashboardTile[] => [
  {
    key: 'requests-inbound',
    label: t('dashboard.tiles.openInbound'),
    value: summary.openRequests.inbound,
    href: `#${linkTo('request-list', { direction: 'inbound' })}`,
    details: [],
  },
  {
    key: 'requests-outbound',
    label: t('dashboard.tiles.openOutbound'),
    value: summary.openRequests.outbound,
    href: `#${linkTo('request-list', { direction: 'outbound' })}`,
    details: [],
  },
  orderTile(t, 'inbound', summary.orders.inbound),
  orderTile(t, 'outbound', summary.orders.outbound),
  {
    key: 'plants',
    label: t('dashboard.tiles.activePlants'),
    value: summary.plants.active,
    href: `#${linkTo('plant-list')}`,
    details: [{ label: t('dashboard.tiles.inactive'), value: summary.plants.inactive }],
  },
  {
    key: 'transporters',
    label: t('dashboard.tiles.activeTransporters'),
    value: summary.transporters.active,
    href: `#${linkTo('transporter-list')}`,
    details: [{ label: t('dashboard.tiles.blocked'), value: summary.transporters.blocked }],
  },
];
