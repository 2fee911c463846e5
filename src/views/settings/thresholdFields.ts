import type { TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';

export interface ThresholdField {
  key: keyof TrackingAlertThresholds;
  label: string;
  unit: 'min' | 'km';
  /** One line on what the threshold decides, shown under the input. */
  description: string;
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** The four thresholds in the order a dispatcher meets the alerts on the board; bounds as the shared schema's. */
export const THRESHOLD_FIELDS: readonly ThresholdField[] = [
  {
    key: 'noSignalMinutes',
    label: 'No signal after',
    unit: 'min',
    description: 'Flag "No signal" when a vehicle on the road sends no position for this long.',
    min: 5,
    max: 1440,
    step: 5,
    decimals: 0,
  },
  {
    key: 'longStopMinutes',
    label: 'Long stop after',
    unit: 'min',
    description: 'Flag "Long stop" when a vehicle stands still this long mid-trip.',
    min: 10,
    max: 1440,
    step: 5,
    decimals: 0,
  },
  {
    key: 'offRouteKm',
    label: 'Off route beyond',
    unit: 'km',
    description: 'Flag "Off route" when a vehicle is farther than this from its planned route.',
    min: 0.5,
    max: 100,
    step: 0.5,
    decimals: 1,
  },
  {
    key: 'lateGraceMinutes',
    label: 'Late after',
    unit: 'min',
    description: 'Flag "Late" when the ETA passes the plant’s SLA by more than this.',
    min: 0,
    max: 1440,
    step: 15,
    decimals: 0,
  },
];

export const formatThreshold = (field: ThresholdField, value: number): string =>
  `${value.toLocaleString('en-IN')} ${field.unit}`;
