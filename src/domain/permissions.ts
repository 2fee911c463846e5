/**
 * The permission catalogue. Names follow the seed: list-, add-, edit-, detail-, replicate- plus a resource,
 * and a few standalone ones. Roles are named sets of these strings; the owner (type 3) holds them all.
 */
export const PERMISSIONS = [
  'list-inbound-request',
  'add-inbound-request',
  'edit-inbound-request',
  'detail-inbound-request',
  'replicate-inbound-request',
  'list-bids-inbound-request',
  'list-outbound-request',
  'add-outbound-request',
  'edit-outbound-request',
  'detail-outbound-request',
  'replicate-outbound-request',
  'list-inbound-order',
  'list-outbound-order',
  'list-offline-inbound-order',
  'add-offline-inbound-order',
  'list-offline-outbound-order',
  'add-offline-outbound-order',
  'list-client',
  'add-client',
  'edit-client',
  'list-vendor',
  'add-vendor',
  'edit-vendor',
  'list-plant',
  'add-plant',
  'edit-plant',
  'list-business',
  'add-business',
  'edit-business',
  'list-staff',
  'add-staff',
  'edit-staff',
  'list-role',
  'add-role',
  'edit-role',
  'list-industry-transporter',
  'add-industry-transporter',
  'list-industry-report',
  'list-plan',
  'list-whats-new',
  'list-terms-conditions',
  'add-product',
  'add-package',
  'payment-summary',
  'bid-list',
  'add-edit-delete',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

/** The session keeps permissions as one comma-separated string (seed-spec §3). */
export const joinPermissions = (list: readonly string[]): string => list.join(',');
export const splitPermissions = (joined: string): string[] =>
  joined ? joined.split(',').filter(Boolean) : [];
