import { Alert, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { driverApi } from '../../api/driver';
import { useApi } from '../../app/useApi';
import { tripEnded } from '../../domain/driverMilestones';
import type { OrderDetail } from '../../domain/schemas/orders';

/**
 * The driver's link of an order tracked by it: only its hash is kept, so the shipper copies a link by making a
 * new one, which is also sent to the driver's mobile and stops the one before it.
 */
export function DriverLinkCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const api = useApi(driverApi);
  const issue = useMutation({ mutationFn: () => api.issue(order.id) });
  if (order.trackingMethod !== 'driverApp' || !order.driverPhone || tripEnded(order.status)) return null;
  const issued = issue.data;
  return (
    <Card withBorder mb="md" data-testid="driver-link-card">
      <Stack gap="sm">
        <Title order={4}>{t('driver.shipper.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('driver.shipper.help')}
        </Text>
        <Group>
          <Button onClick={() => issue.mutate()} loading={issue.isPending} data-testid="driver-link-send">
            {t('driver.shipper.send')}
          </Button>
        </Group>
        {issued ? (
          <Stack gap={4}>
            <Text size="sm" data-testid="driver-link-sent">
              {t('driver.shipper.sent', { phone: issued.sentTo })}
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text
                ff="monospace"
                size="sm"
                flex={1}
                style={{ wordBreak: 'break-all' }}
                data-testid="driver-link-url"
              >
                {issued.url}
              </Text>
              <CopyButton value={issued.url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {t(copied ? 'driver.shipper.copied' : 'driver.shipper.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        ) : null}
        {issue.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('driver.shipper.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
