/**
 * Status vocabularies of the lifecycles (DESIGN.md §4). The statecharts that move between them live in
 * src/machines; these lists are what the database and the API accept.
 */

export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const REQUEST_STATUSES = ['draft', 'open', 'closed', 'awarded', 'fulfilled', 'cancelled', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const BID_STATUSES = ['placed', 'revised', 'withdrawn', 'accepted', 'rejected'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * One vocabulary for both directions. Outbound goes vehicle_assigned → at_gate → gate_in → loading → gate_out →
 * in_transit → delivered; inbound goes vehicle_assigned → in_transit → at_gate → gate_in → unloading → gate_out →
 * delivered (the goods are delivered once unloaded at our plant).
 */
export const ORDER_STATUSES = [
  'created',
  'vehicle_assigned',
  'at_gate',
  'gate_in',
  'loading',
  'unloading',
  'gate_out',
  'in_transit',
  'delivered',
  'invoiced',
  'closed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TRACKING_METHODS = ['gps', 'sim', 'fastag'] as const;
export type TrackingMethod = (typeof TRACKING_METHODS)[number];
