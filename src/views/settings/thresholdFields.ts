import type { TFunction } from 'i18next';
import type { TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';
import type { Formatters } from '../../i18n/format';

/** A threshold's input; its label and the line on what it decides are `settings.trackingAlerts.fields.<key>`. */
export interface ThresholdField {
  key: keyof TrackingAlertThresholds;
  unit: 'min' | 'km';
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** The four thresholds in the order a dispatcher meets the alerts on the board; bounds as the shared schema's. */
export const THRESHOLD_FIELDS: readonly ThresholdField[] = [
  {
    key: 'noSignalMinutes',
    unit: 'min',
    min: 5,
    max: 1440,
    step: 5,
    decimals: 0,
  },
  {
    key: 'longStopMinutes',
    unit: 'min',
    min: 10,
    max: 1440,
    step: 5,
    decimals: 0,
  },
  {
    key: 'offRouteKm',
    unit: 'km',
    min: 0.5,
    max: 100,
    step: 0.5,
    decimals: 1,
  },
  {
    key: 'lateGraceMinutes',
    unit: 'min',
    min: 0,
    max: 1440,
    step: 15,
    decimals: 0,
  },
];

/** "30 min" / "30 मिनट": the value with its unit, in the reader's language. */
export const formatThreshold = (
  t: TFunction,
  format: Formatters,
  field: ThresholdField,
  value: number,
): string => `${format.number(value)} ${t(`settings.trackingAlerts.units.${field.unit}`)}`;
