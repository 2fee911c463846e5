import { PERMISSIONS, type Permission } from '../../src/domain/permissions';

export interface StarterRole {
  name: string;
  permissions: readonly Permission[];
}

/** What a dispatcher does not do: look after people, roles and plants, pay, or change the plan and settings. */
const DISPATCHER_LACKS: readonly Permission[] = [
  'add-plant',
  'edit-plant',
  'list-staff',
  'add-staff',
  'edit-staff',
  'list-role',
  'add-role',
  'edit-role',
  'payment-summary',
  'list-plan',
  'add-edit-delete',
];

/**
 * The roles every industry starts with (the demo's and a newly registered one's), so its owner can add staff
 * at once; the owner edits or adds roles from the role master like any other.
 */
export const STARTER_ROLES: readonly StarterRole[] = [
  { name: 'Logistics Manager', permissions: PERMISSIONS },
  { name: 'Dispatcher', permissions: PERMISSIONS.filter((p) => !DISPATCHER_LACKS.includes(p)) },
  {
    name: 'Gate Keeper',
    permissions: [
      'list-plant',
      'list-inbound-order',
      'list-outbound-order',
      'list-offline-inbound-order',
      'list-offline-outbound-order',
    ],
  },
];
