import type { TFunction } from 'i18next';
import type { Formatters } from '../../i18n/format';

/** A distance as a gate clerk reads it: metres near the plant, kilometres with one decimal beyond. */
export const distanceText = (t: TFunction, format: Formatters, metres: number): string =>
  metres < 1000
    ? t('gate.position.metres', { value: format.number(metres) })
    : t('gate.position.kilometres', { value: format.number(metres / 1000, { maximumFractionDigits: 1 }) });

export const weightText = (t: TFunction, format: Formatters, kg: number): string =>
  t('gate.pass.weight.kg', { value: format.number(kg, { maximumFractionDigits: 1 }) });
