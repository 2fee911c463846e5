import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../domain/schemas/orders';
import { indianPhoneLink, spacedIndianMobile } from './indianPhone';

/** Who drives the truck and how to reach them: a tap on the number calls the driver from a phone. */
export function DriverCard({ order }: { order: UseQueryResult<OrderDetail> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" data-testid="driver-card">
      <Text fw={600} mb="xs">
        {t('tracking.detail.driver.title')}
      </Text>
      {order.isPending ? (
        <Skeleton h={40} />
      ) : order.isError ? (
        <Text size="sm" c="red">
          {t('tracking.detail.driver.loadError')}
        </Text>
      ) : order.data.driverName ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} data-testid="driver-name">
            {order.data.driverName}
          </Text>
          {order.data.driverPhone ? (
            <Anchor
              href={indianPhoneLink(order.data.driverPhone)}
              size="sm"
              // The name read out contains the number shown, so a voice user can say what they see.
              aria-label={t('tracking.detail.driver.call', {
                name: order.data.driverName,
                phone: spacedIndianMobile(order.data.driverPhone),
              })}
              data-testid="driver-phone"
            >
              {spacedIndianMobile(order.data.driverPhone)}
            </Anchor>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tracking.detail.driver.none')}
        </Text>
      )}
    </Card>
  );
}
