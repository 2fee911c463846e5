import { Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import type { RouteParams } from '../../routes/routeMatch';
import { ConnectionBadge } from '../components/ConnectionBadge';
import { SharedOrderSummary } from './SharedOrderSummary';
import { ShareProblemNotice } from './ShareProblemNotice';
import { shareTokenOf } from './shareToken';
import { useSharedOrder } from './useSharedOrder';

const ShareMap = lazy(() => import('./ShareMap').then((m) => ({ default: m.ShareMap })));

interface SharePageFrameProps {
  params: RouteParams;
  title: string;
  /** Beside the map (the toll page's crossings); the live page gives the map the whole width. */
  aside?: (order: SharedOrder) => ReactNode;
}

function SharedTrip({ token, aside }: { token: string; aside: SharePageFrameProps['aside'] }) {
  const { t } = useTranslation();
  const { order, problem, connection, retry } = useSharedOrder(token);
  if (problem) return <ShareProblemNotice problem={problem} retry={retry} />;
  if (!order)
    return (
      <Center h={300} data-testid="share-loading">
        <Loader size="sm" aria-label={t('share.loadingTrip')} />
      </Center>
    );
  const mapFallback = (
    <Center h="100%">
      <Loader size="sm" aria-label={t('share.loadingMap')} />
    </Center>
  );
  const side = aside?.(order);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ConnectionBadge state={connection} testId="share-connection" />
      </Group>
      <SharedOrderSummary order={order} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: side ? 8 : 12 }}>
          <Paper withBorder radius="md" h="65vh" style={{ overflow: 'hidden' }} data-testid="share-map">
            <Suspense fallback={mapFallback}>
              <ShareMap order={order} />
            </Suspense>
          </Paper>
        </Grid.Col>
        {side ? <Grid.Col span={{ base: 12, md: 4 }}>{side}</Grid.Col> : null}
      </Grid>
    </Stack>
  );
}

/** A public, read-only page of one shared trip: no sign-in, no navigation, just the trip and its state. */
export function SharePageFrame({ params, title, aside }: SharePageFrameProps) {
  const { t } = useTranslation();
  const token = shareTokenOf(params);
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Stack gap={0}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('common.appName')}
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
        </Stack>
        {token === null ? (
          <ShareProblemNotice problem="unknown" retry={() => undefined} />
        ) : (
          <SharedTrip key={token} token={token} aside={aside} />
        )}
      </Stack>
    </Container>
  );
}
