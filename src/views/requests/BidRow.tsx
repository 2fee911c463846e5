import { Badge, Group, NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RankedBid } from '../../domain/schemas/bids';
import { useFormat } from '../../i18n/useFormat';
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
      <Table.Td>
        <Group gap={6}>
          <Text fw={700}>{bid.rankLabel ?? '—'}</Text>
          {isNew ? (
            <Badge size="xs" color="orange" data-testid="bid-new">
              {t('requests.bids.new')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{bid.transporter.name}</Table.Td>
      <Table.Td>{formatDateTime(bid.updatedAt)}</Table.Td>
      <Table.Td ta="right">
        <Text fw={600} size="sm">
          {format.inr(bid.amountPaise)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{bid.vehicleCount}</Table.Td>
      <Table.Td ta="right">
        <Saving paise={bid.savingVsCeilingPaise} percent={bid.savingVsCeilingPercent} />
      </Table.Td>
      <Table.Td ta="right">
        <Saving paise={bid.savingVsLastPaidPaise} />
      </Table.Td>
      <Table.Td>
        <LifecycleBadge status={bid.status} />
      </Table.Td>
      {chosen === undefined ? null : (
        <Table.Td>
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
        </Table.Td>
      )}
    </Table.Tr>
  );
}
