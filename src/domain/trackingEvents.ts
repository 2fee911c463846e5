/** Socket event names of live tracking (DESIGN.md §5: `domain.verb`). */
export const TRACKING_EVENTS = {
  /** server → client, volatile: latest state per changed vehicle, every ~250 ms. */
  positionBatch: 'position.batch',
  /** server → client, reliable. */
  tollCrossed: 'toll.crossed',
  ewaybillUpdated: 'ewaybill.updated',
  alertRaised: 'alert.raised',
  /** client → server with ack: join / leave the `order:<id>` room after a tenant and permission check. */
  watch: 'tracking.watch',
  unwatch: 'tracking.unwatch',
} as const;

/** Handshake `auth` of a public share-link viewer (no sign-in): `{shareToken}`. */
export const SHARE_HANDSHAKE_KEY = 'shareToken';

/** Statuses in which an order is on the tracking boards: from a vehicle being assigned until delivery. */
export const TRACKED_STATUSES = [
  'vehicle_assigned',
  'at_gate',
  'gate_in',
  'loading',
  'unloading',
  'gate_out',
  'in_transit',
] as const;
