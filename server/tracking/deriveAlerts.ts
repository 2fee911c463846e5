import { type AlertKind, VEHICLE_ALERT_KINDS } from '../../src/domain/schemas/tracking';
import type { AlertThresholds } from './alertThresholds';

/** The facts alerts are judged on; all optional facts absent mean "cannot tell", which raises nothing. */
export interface AlertFacts {
  lastFixAt: Date | null;
  stoppedSince: Date | null;
  offRouteKm: number;
  etaAt: Date | null;
  delayMinutes: number;
  /** 0..1; a truck standing at either end of its trip is loading or unloading, not stuck. */
  progress: number;
  ewaybillValidUntil: Date | null;
}

const MINUTE = 60_000;
/** Within this share of the route from either end a standstill is expected (yard, gate, unloading). */
const TERMINAL_SHARE = 0.02;

/** The alerts that hold at `now`, in the catalogue's order. */
export function deriveAlerts(facts: AlertFacts, now: Date, t: AlertThresholds): AlertKind[] {
  const on = new Set<AlertKind>();
  const t0 = now.getTime();
  if (facts.lastFixAt && t0 - facts.lastFixAt.getTime() > t.noSignalMinutes * MINUTE) on.add('no_signal');
  const atEnds = facts.progress < TERMINAL_SHARE || facts.progress > 1 - TERMINAL_SHARE;
  if (facts.stoppedSince && !atEnds && t0 - facts.stoppedSince.getTime() > t.longStopMinutes * MINUTE)
    on.add('long_stop');
  if (facts.offRouteKm > t.offRouteKm) on.add('off_route');
  if (facts.ewaybillValidUntil && facts.etaAt && facts.ewaybillValidUntil < facts.etaAt)
    on.add('eway_bill_expiring');
  if (facts.delayMinutes > t.lateGraceMinutes) on.add('late');
  return VEHICLE_ALERT_KINDS.filter((k) => on.has(k));
}

/** Alerts in `next` that were not in `before`: each is raised once, when it appears. */
export const newAlerts = (before: readonly string[], next: readonly AlertKind[]): AlertKind[] =>
  next.filter((k) => !before.includes(k));

const KIND_TEXT: Record<AlertKind, string> = {
  no_signal: 'No signal from the vehicle',
  long_stop: 'Vehicle has been standing for a long time',
  off_route: 'Vehicle is off the planned route',
  eway_bill_expiring: 'E-way bill expires before the expected arrival',
  late: 'Expected to arrive later than the plant’s SLA',
  container_free_days: 'Free days at the port ran out before the container was gated out',
};

export const alertMessage = (kind: AlertKind, vehicleNumber: string): string =>
  `${KIND_TEXT[kind]} (${vehicleNumber})`;
