import { Badge, Group, NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RankedBid } from '../../domain/schemas/bids';
import { useFormat } from '../../i18n/useFormat';
import { LabelledCell } from '../components/CardTable';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';

/** A saving as money, red when the bid costs more than the reference. */
export function Saving({ paise, percent }: { paise: number | null; percent?: number }) {
  const format = useFormat();
  if (paise === null) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm" c={paise >= 0 ? 'teal' : 'red'}>
      {format.inr(paise)}
      {percent === undefined ? '' : ` (${format.percent(percent)})`}
    </Text>
  );
}

interface BidRowProps {
  bid: RankedBid;
  isNew: boolean;
  /** Vehicles chosen for the award; undefined when the request cannot be awarded now. */
  chosen: number | undefined;
  onChoose: (vehicles: number) => void;
}

export function BidRow({ bid, isNew, chosen, onChoose }: BidRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const standing = bid.rank !== null;
  return (
    <Table.Tr data-testid="bid-row" data-rank={bid.rankLabel ?? ''}>
      <LabelledCell label={t('requests.bids.rank')}>
        <Group gap={6}>
          <Text fw={700}>{bid.rankLabel ?? '—'}</Text>
          {isNew ? (
            <Badge size="xs" color="orange" data-testid="bid-new">
              {t('requests.bids.new')}
            </Badge>
          ) : null}
        </Group>
      </LabelledCell>
      <LabelledCell label={t('requests.bids.transporter')}>{bid.transporter.name}</LabelledCell>
      <LabelledCell label={t('requests.bids.time')}>{formatDateTime(bid.updatedAt)}</LabelledCell>
      <LabelledCell ta="right" label={t('requests.bids.amount')}>
        <Text fw={600} size="sm" data-testid="bid-amount">
          {format.inr(bid.amountPaise)}
        </Text>
      </LabelledCell>
      <LabelledCell ta="right" label={t('requests.bids.vehicleCount')}>
        {bid.vehicleCount}
      </LabelledCell>
      <LabelledCell ta="right" label={t('requests.bids.savingVsCeiling')}>
        <Saving paise={bid.savingVsCeilingPaise} percent={bid.savingVsCeilingPercent} />
      </LabelledCell>
      <LabelledCell ta="right" label={t('requests.bids.savingVsLastPaid')}>
        <Saving paise={bid.savingVsLastPaidPaise} />
      </LabelledCell>
      <LabelledCell label={t('requests.bids.status')}>
        <LifecycleBadge status={bid.status} />
      </LabelledCell>
      {chosen === undefined ? null : (
        <LabelledCell label={t('requests.bids.awardVehicles')}>
          {standing ? (
            <NumberInput
              aria-label={t('requests.bids.vehiclesFor', { transporter: bid.transporter.name })}
              data-testid="award-vehicles"
              value={chosen}
              min={0}
              max={bid.vehicleCount}
              allowDecimal={false}
              w={90}
              onChange={(v) => onChoose(typeof v === 'number' ? v : 0)}
            />
          ) : null}
        </LabelledCell>
      )}
    </Table.Tr>
  );
}
