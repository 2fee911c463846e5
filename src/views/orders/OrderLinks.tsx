import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useGuardSession } from '../../app/useGuardSession';
import type { OrderDetail } from '../../domain/schemas/orders';
import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { ROUTES } from '../../routes/routeTable';
import { trackingLinks } from '../tracking/trackingLinks';

/**
 * Where an order goes on from its page: its trip on the map, its toll crossings and SIM fixes, and the
 * request it was awarded from. Only the screens the user may open are offered.
 */
export function OrderLinks({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const trip = trackingLinks(order.direction, order.id, order.trackingMethod);
  const links: { key: 'tripMap' | 'tolls' | 'simFixes' | 'sourceRequest'; href: string }[] = [
    { key: 'tripMap', href: trip.detail },
    { key: 'tolls', href: trip.tolls },
    { key: 'simFixes', href: trip.simFixes },
    ...(order.requestId === null
      ? []
      : [
          {
            key: 'sourceRequest' as const,
            href: linkTo('request-detail', { direction: order.direction, id: order.requestId }),
          },
        ]),
  ];
  const shown = links.filter((link) => canOpen(ROUTES, link.href, permissions));
  if (shown.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('orders.detail.links.label')} gap="xs" mb="md" wrap="wrap">
      {shown.map((link) => (
        <Button
          key={link.key}
          component={Link}
          href={link.href}
          size="xs"
          variant="light"
          data-testid={`order-link-${link.key}`}
        >
          {t(`orders.detail.links.${link.key}`)}
        </Button>
      ))}
    </Group>
  );
}
