import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import type { Direction } from '../../domain/statuses';
import { type GateStep, gateSteps } from './gateSteps';

interface GateRowActionsProps {
  row: ExpectedVehicle;
  direction: Direction;
  busy: boolean;
  onStep: (row: ExpectedVehicle, step: GateStep) => void;
}

/** The row's next gate steps as buttons, the first one filled: what the clerk most likely does next. */
export function GateRowActions({ row, direction, busy, onStep }: GateRowActionsProps) {
  const { t } = useTranslation();
  if (!row.vehicleNumber)
    return (
      <Text size="sm" c="dimmed">
        {t('gate.noVehicle')}
      </Text>
    );
  const label: Record<GateStep, string> = {
    in: t('gate.gateIn'),
    cargo: direction === 'outbound' ? t('gate.startLoading') : t('gate.startUnloading'),
    out: t('gate.gateOut'),
  };
  return (
    <Group gap="xs" wrap="wrap">
      {gateSteps(row, direction).map((step, index) => (
        <Button
          key={step}
          size="sm"
          variant={index === 0 ? 'filled' : 'default'}
          loading={busy && step === 'cargo'}
          onClick={() => onStep(row, step)}
          data-testid={`gate-${step}`}
        >
          {label[step]}
        </Button>
      ))}
    </Group>
  );
}
