import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { AppConnectionBadge } from '../../components/ConnectionBadge';
import { PageHeader } from '../../components/PageHeader';
import { useNow } from '../../tracking/useNow';
import { PortalLoadFailed, PortalLoading } from '../PortalLoadState';
import { OfferCard } from './OfferCard';
import { OPEN_REQUESTS_KEY } from './openRequestsQuery';

/**
 * The requests of every shipper that invited the company and whose bidding has not ended, soonest closing
 * first (the API's order), each with its bid form; kept live by the company's own news.
 */
export function OpenRequestsPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const portal = useApi(transporterPortalApi);
  const company = useSelector(session, (s) => s.context.industry);
  const ticked = useNow(10_000);
  const offers = useQuery({
    queryKey: OPEN_REQUESTS_KEY,
    queryFn: ({ signal }) => portal.openRequests(signal),
  });
  // A list read just now is read against now, not against the last tick: a request that has just opened
  // does not say "starts in 0 min" for the rest of the tick. The portal's frame keeps the list live.
  const now = Math.max(ticked, offers.dataUpdatedAt);

  return (
    <>
      <PageHeader
        title={title}
        description={t('portal.requests.intro', { company })}
        actions={<AppConnectionBadge />}
      />
      {offers.isPending ? (
        <PortalLoading label={t('portal.requests.loading')} />
      ) : offers.isError ? (
        <PortalLoadFailed
          title={t('portal.requests.loadFailed')}
          error={offers.error}
          retry={() => void offers.refetch()}
        />
      ) : offers.data.length === 0 ? (
        <Alert variant="light" color="blue" data-testid="offers-empty">
          {t('portal.requests.empty')}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="offer-list">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('portal.requests.count', { count: offers.data.length })}
          </Text>
          {offers.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} now={now} />
          ))}
        </Stack>
      )}
    </>
  );
}
