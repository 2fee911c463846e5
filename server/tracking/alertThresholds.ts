/** When a vehicle's state turns into an alert; an industry may override these in tracking_settings. */
export interface AlertThresholds {
  /** No fix for this long while tracked. GPS devices report every 10–60 s, SIM every 5–15 min. */
  noSignalMinutes: number;
  /** Standing still this long away from the ends of the trip (drivers rest 30–45 min). */
  longStopMinutes: number;
  /** Farther than this from the planned route. */
  offRouteKm: number;
  /** An ETA this many minutes past the SLA before the order counts as late. */
  lateGraceMinutes: number;
}

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  noSignalMinutes: 30,
  longStopMinutes: 60,
  offRouteKm: 5,
  lateGraceMinutes: 0,
};
