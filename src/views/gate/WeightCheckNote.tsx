import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GATE_WEIGHT_TOLERANCE, type WeightCheck } from '../../domain/gateWeights';
import { useFormat } from '../../i18n/useFormat';
import { weightText } from './gateWords';

/**
 * The net weight against the order's, beside the weight fields while the clerk types: a quiet line within the
 * tolerance, a warning beyond it. A warning, not a refusal: the scale is the fact, the difference is recorded.
 */
export function WeightCheckNote({ check }: { check: WeightCheck | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!check) return null;
  const words = {
    net: weightText(t, format, check.netKg),
    ordered: weightText(t, format, check.orderedKg),
    tolerance: format.percent(GATE_WEIGHT_TOLERANCE * 100),
  };
  if (!check.beyondTolerance)
    return (
      <Text size="sm" c="dimmed" data-testid="gate-weight-check" data-beyond="false">
        {t('gate.pass.weight.net', words)}
      </Text>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('gate.pass.weight.title')}
      data-testid="gate-weight-check"
      data-beyond="true"
    >
      {t('gate.pass.weight.beyond', {
        ...words,
        difference: weightText(t, format, Math.abs(check.differenceKg)),
        share: format.percent(Math.abs(check.share) * 100),
        way: t(check.differenceKg < 0 ? 'gate.pass.weight.short' : 'gate.pass.weight.over'),
      })}
    </Alert>
  );
}
