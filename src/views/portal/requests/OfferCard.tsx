import { Badge, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferedRequest } from '../../../domain/schemas/bids';
import { useFormat } from '../../../i18n/useFormat';
import { vehicleTypeLabel } from '../../../i18n/vehicleTypeLabel';
import { formatDateTime } from '../../components/formatDateTime';
import { LifecycleBadge } from '../../components/LifecycleBadge';
import { windowCountdown } from '../../components/windowCountdown';
import { PortalCard } from '../PortalCard';
import { PortalFact } from '../PortalFact';
import { BidForm } from './BidForm';
import { standingBid } from './openRequestsQuery';

/** How the company stands on the request, as far as its shipper shows the field (rank, L1, or nothing). */
function FieldView({ offer }: { offer: OfferedRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const standing = standingBid(offer);
  if (!offer.myBid) return null;
  return (
    <Group gap="lg" wrap="wrap" data-testid="my-standing">
      <PortalFact label={t('portal.requests.yourBid')} testId="my-bid">
        <Group gap="xs" component="span">
          <span>{format.inr(offer.myBid.amountPaise)}</span>
          <LifecycleBadge status={offer.myBid.status} />
        </Group>
      </PortalFact>
      {offer.myRank !== null ? (
        <PortalFact label={t('portal.requests.rank')} testId="my-rank">
          {t('portal.requests.rankValue', { rank: offer.myRank })}
        </PortalFact>
      ) : null}
      {offer.lowestBidPaise !== null ? (
        <PortalFact label={t('portal.requests.lowest')} testId="lowest-bid">
          {format.inr(offer.lowestBidPaise)}
        </PortalFact>
      ) : null}
      {standing && offer.myRank === null && offer.lowestBidPaise === null ? (
        <Text size="xs" c="dimmed">
          {t('portal.requests.fieldHidden')}
        </Text>
      ) : null}
    </Group>
  );
}

/** One request open to the company: whose it is, the lane and the load, the clock, and the company's bid. */
export function OfferCard({ offer, now }: { offer: OfferedRequest; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The form stays until the window has ended here: a phone's clock a little off from the server's must not
  // hide it, and a bid that lands too early or too late is refused by the server with its reason.
  const open = now < Date.parse(offer.biddingEndsAt);
  const closingSoon = open && Date.parse(offer.biddingEndsAt) - now < 15 * 60_000;
  const material = [offer.product, offer.package].filter(Boolean).join(' · ');
  const headingId = `offer-${offer.id}`;
  return (
    <PortalCard
      headingId={headingId}
      industry={offer.industry}
      industryTestId="offer-industry"
      title={`${offer.pickupCity} → ${offer.dropOffCities.join(' → ')}`}
      subtitle={`${offer.number}${offer.kind === 'spot' ? ` · ${t('portal.requests.spot')}` : ''}`}
      badge={
        <Badge
          size="lg"
          variant="light"
          color={!open ? 'gray' : closingSoon ? 'red' : 'blue'}
          style={{ flexShrink: 0 }}
          data-testid="offer-countdown"
          aria-label={`${t('portal.requests.closes')}: ${windowCountdown(offer.biddingStartsAt, offer.biddingEndsAt, now, t)}`}
        >
          {windowCountdown(offer.biddingStartsAt, offer.biddingEndsAt, now, t)}
        </Badge>
      }
      attributes={{ 'data-testid': 'offer-card', 'data-request': offer.number }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <PortalFact label={t('portal.requests.material')}>
          {material || t('portal.requests.materialHidden')}
        </PortalFact>
        <PortalFact label={t('portal.requests.weight')}>
          {t('portal.requests.weightValue', {
            tonnes: format.number(offer.weightKg / 1000, { maximumFractionDigits: 1 }),
          })}
        </PortalFact>
        <PortalFact label={t('portal.requests.vehicles')}>
          {t('portal.requests.vehiclesValue', {
            count: offer.vehicleCount,
            type: vehicleTypeLabel(t, offer.vehicleType),
          })}
        </PortalFact>
        <PortalFact label={t('portal.requests.pickup')}>{formatDateTime(offer.pickupAt)}</PortalFact>
        <PortalFact label={t('portal.requests.ceiling')}>{format.inr(offer.ceilingPaise)}</PortalFact>
      </SimpleGrid>
      <FieldView offer={offer} />
      <Divider />
      <BidForm offer={offer} open={open} />
      {open ? (
        <Text size="xs" c="dimmed">
          {t('portal.requests.hardClose', { time: formatDateTime(offer.biddingHardCloseAt) })}
        </Text>
      ) : null}
    </PortalCard>
  );
}
