import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleState } from '../../../domain/schemas/tracking';
import { useFormat } from '../../../i18n/useFormat';
import { useNow } from '../useNow';
import { countdown, type EwayBillPhase, ewayBillWindow } from './ewayBillWindow';

const PHASE_COLOR: Record<EwayBillPhase, string> = { valid: 'teal', extendable: 'orange', lapsed: 'red' };

const iso = (ms: number) => new Date(ms).toISOString();

/** The e-way bill's validity as a live countdown, and when it may be extended (8 h before to 8 h after expiry). */
export function EwayBillCard({ ewaybill }: { ewaybill: VehicleState['ewaybill'] | undefined }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  return (
    <Card withBorder radius="md" data-testid="ewaybill-card">
      <Text fw={600} mb="xs">
        {t('tracking.detail.ewaybill.title')}
      </Text>
      {ewaybill ? (
        <EwayBillBody number={ewaybill.number} validUntil={ewaybill.validUntil} now={now} />
      ) : (
        <Text size="sm" c="dimmed">
          {ewaybill === null ? t('tracking.detail.ewaybill.none') : t('tracking.detail.ewaybill.offRoad')}
        </Text>
      )}
    </Card>
  );
}

function EwayBillBody({ number, validUntil, now }: { number: string; validUntil: string; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const window = ewayBillWindow(validUntil, now);
  const left = countdown(t, window.leftMs);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" ff="monospace">
          {number}
        </Text>
        <Badge color={PHASE_COLOR[window.phase]} variant="light">
          {t(`tracking.detail.ewaybill.${window.phase}`)}
        </Badge>
      </Group>
      <Text
        size="xl"
        fw={700}
        c={window.leftMs < 0 ? 'red' : undefined}
        aria-live="off"
        data-testid="ewaybill-countdown"
      >
        {window.leftMs >= 0
          ? t('tracking.detail.ewaybill.left', { time: left })
          : t('tracking.detail.ewaybill.expiredAgo', { time: left })}
      </Text>
      <Text size="sm" data-testid="ewaybill-valid-until">
        {t('tracking.detail.ewaybill.validUntil', { time: format.clock(validUntil) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('tracking.detail.ewaybill.extensionWindow', {
          from: format.clock(iso(window.extendFrom)),
          until: format.clock(iso(window.extendUntil)),
        })}
      </Text>
    </Stack>
  );
}
