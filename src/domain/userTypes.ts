/**
 * User types as the seed numbers them. The meanings are ours (DESIGN.md §4):
 * 3 owns the industry and is subject to the plan check, 1 and 4 get permissions from a role
 * (4 is limited to their plants), 2 is a transporter company's user, who works in the transporter portal.
 */
export const USER_TYPE = {
  staff: 1,
  transporter: 2,
  owner: 3,
  plantUser: 4,
} as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/**
 * The API's English names of the types (the login reply's `userTypeName` when a user has no role). Screens
 * show `domain.userTypes.<type>` from the catalogues instead, in the reader's language.
 */
export const USER_TYPE_NAMES: Record<UserType, string> = {
  1: 'Staff',
  2: 'Transporter',
  3: 'Industry owner',
  4: 'Plant user',
};

/** Types that use the shipper app (the seed's 1, 3 and 4, which register for push notifications). */
export const SHIPPER_APP_USER_TYPES: readonly UserType[] = [1, 3, 4];

/**
 * Types that register for push notifications: the shipper app's, as the seed has it, and a transporter's
 * people, whom awards won and lost reach by push in their portal's name.
 */
export const PUSH_USER_TYPES: readonly UserType[] = [...SHIPPER_APP_USER_TYPES, USER_TYPE.transporter];

/** Every type, for the few routes each signed-in person may open whatever app they use (signing out). */
export const ALL_USER_TYPES: readonly UserType[] = [1, 2, 3, 4];

export const isTransporter = (type: UserType | null): boolean => type === USER_TYPE.transporter;

export const isPlanChecked = (type: UserType): boolean => type === USER_TYPE.owner;
