import type { AlertKind } from './schemas/tracking';

/** The alerts' names as boards, details and notifications show them. */
export const ALERT_LABELS: Record<AlertKind, string> = {
  no_signal: 'No signal',
  long_stop: 'Long stop',
  off_route: 'Off route',
  eway_bill_expiring: 'E-way bill expiring',
  late: 'Late',
};
