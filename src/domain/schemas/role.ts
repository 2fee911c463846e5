import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { PERMISSIONS } from '../permissions';
import { pageOf } from './list';
import { masterListQuery, RecordStatus } from './master';
import { text } from './storable';

export const PermissionName = z.enum(PERMISSIONS);

/** A role: a named set of the catalogue's permissions, given to staff members and plant users. */
export const Role = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In the catalogue's order. */
  permissions: z.array(PermissionName),
  /** Users (of any status) who have it. */
  memberCount: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Role = z.infer<typeof Role>;

/**
 * A role as the form sends it. Only the catalogue's permissions pass; the list is kept in the catalogue's
 * order without repeats, so two saves of the same ticks store the same array.
 */
export const RoleInput = z.object({
  name: text(60).trim().min(1, says('validation.schema.masters.enterName')),
  permissions: z
    .array(PermissionName)
    .min(1, says('validation.schema.people.choosePermission'))
    .max(PERMISSIONS.length * 2)
    .transform((chosen) => PERMISSIONS.filter((p) => chosen.includes(p))),
});
export type RoleInput = z.output<typeof RoleInput>;

export const ROLE_SORTS = ['name', 'memberCount', 'createdAt'] as const;
export const RoleListQuery = masterListQuery(ROLE_SORTS, 'name');
export type RoleListQuery = z.infer<typeof RoleListQuery>;
export const RolePage = pageOf(Role);
