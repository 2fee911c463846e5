import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JoiningFeeStatus, PlanOffer } from '../../domain/schemas/subscription';
import { useFormat } from '../../i18n/useFormat';

interface PlanOffersProps {
  offers: readonly PlanOffer[];
  /** The industry's joining fee: while it is unpaid, each card says the first plan adds it. */
  joiningFee: JoiningFeeStatus;
  /** Each card's button; none while plans cannot be bought (payments off), when the cards only inform. */
  choice:
    | {
        /** What a card's button says for its plan ("Choose Growth", "Renew Growth"). */
        label: (offer: PlanOffer) => string;
        onChoose: (offer: PlanOffer) => void;
      }
    | undefined;
}

/**
 * The plans as cards: members, plants, duration, the price before and with GST, and the joining fee the first
 * plan adds, so the amount at checkout is no surprise.
 */
export function PlanOffers({ offers, joiningFee, choice }: PlanOffersProps) {
  const { t } = useTranslation();
  const { inr } = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="plan-offers">
      {offers.map((offer) => (
        <Card key={offer.id} p="lg" withBorder data-testid={`plan-offer-${offer.name}`}>
          <Stack gap="sm" h="100%" justify="space-between">
            <Stack gap="xs">
              <Title order={3}>{offer.name}</Title>
              <Text fz={28} fw={700} lh={1.1}>
                {inr(offer.pricePaise)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('plan.plusGst', { gst: inr(offer.gstPaise) })} ·{' '}
                {t('plan.forDays', { days: offer.durationDays })}
              </Text>
              <Text size="sm" fw={600}>
                {t('plan.withGst', { total: inr(offer.totalPaise) })}
              </Text>
              {joiningFee.paidOn === null && joiningFee.totalPaise > 0 ? (
                <Text size="sm" c="dimmed" data-testid="plan-joining-fee">
                  {t('plan.joiningFeeOnce', { total: inr(joiningFee.totalPaise) })}
                </Text>
              ) : null}
              <List size="sm" spacing={4}>
                <List.Item>
                  {t('plan.members')}: {offer.noOfMembers}
                </List.Item>
                <List.Item>
                  {t('plan.plants')}: {offer.noOfPlants}
                </List.Item>
              </List>
            </Stack>
            {choice ? <Button onClick={() => choice.onChoose(offer)}>{choice.label(offer)}</Button> : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
