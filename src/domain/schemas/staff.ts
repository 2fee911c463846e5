import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { USER_TYPE } from '../userTypes';
import { AccountEmail, IndianMobile } from './identityFields';
import { pageOf } from './list';
import { masterListQuery, RecordStatus } from './master';
import { PermissionName } from './role';
import { chosenId, id, idParam, text } from './storable';

/** The types a shipper's own users have: the owner is listed with the staff, never chosen on the form. */
export const STAFF_LIST_USER_TYPES = [USER_TYPE.staff, USER_TYPE.owner, USER_TYPE.plantUser] as const;
/** What the staff form may make of someone: a staff member or a plant user (never an owner or transporter). */
export const STAFF_FORM_USER_TYPES = [USER_TYPE.staff, USER_TYPE.plantUser] as const;

/** A select's value ("12") as the number it names; an empty select as nothing chosen. */
const picked = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    schema,
  );

export const StaffPlant = z.object({ id: z.number().int(), name: z.string() });

/** A member of the industry as the staff list shows them. */
export const Staff = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  userType: z.literal(STAFF_LIST_USER_TYPES),
  /** Null for the owner, who holds every permission without a role. */
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  /** A plant user's plants, by name; empty for everyone else. */
  plants: z.array(StaffPlant),
  status: RecordStatus,
  /** Invited and not yet joined: the set-password link has not been used. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof Staff>;

/**
 * The staff form. A plant user needs at least one plant (one with none would see nothing); anyone else keeps
 * no plants, whatever the form still held when the type was switched.
 */
export const StaffInput = z
  .object({
    name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
    email: AccountEmail,
    mobile: IndianMobile,
    userType: picked(z.literal(STAFF_FORM_USER_TYPES, says('validation.schema.people.chooseUserType'))),
    roleId: picked(chosenId(says('validation.schema.people.chooseRole'))),
    plantIds: z.array(picked(id)).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.userType === USER_TYPE.plantUser && input.plantIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['plantIds'],
        message: say('validation.schema.people.choosePlants'),
      });
  })
  .transform((input) => ({
    ...input,
    plantIds: input.userType === USER_TYPE.plantUser ? [...new Set(input.plantIds)] : [],
  }));
export type StaffInput = z.output<typeof StaffInput>;

export const STAFF_SORTS = ['name', 'email', 'roleName', 'createdAt'] as const;
export const StaffListQuery = masterListQuery(STAFF_SORTS, 'name').extend({
  roleId: idParam.optional(),
  userType: z.coerce.number().pipe(z.literal(STAFF_LIST_USER_TYPES)).optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;
export const StaffPage = pageOf(Staff);

/**
 * What the staff form and the list's filters choose from: the industry's active roles (those giving more than
 * the signed-in user holds cannot be given by them) and plants (a plant user's own), and the plan's seats.
 */
export const StaffChoices = z.object({
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      permissions: z.array(PermissionName),
      grantable: z.boolean(),
    }),
  ),
  plants: z.array(StaffPlant),
  /** Active members (the owner included) and the plan's limit; null without a current plan. */
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type StaffChoices = z.infer<typeof StaffChoices>;
