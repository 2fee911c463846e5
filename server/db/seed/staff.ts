import { unusablePasswordHash } from '../../auth/password';
import { roles, userPlants, users } from '../schema/access';
import { insertAll, insertMany } from './batch';
import { DAY_MS, type SeedContext } from './context';

/**
 * The rest of the demo industry's people, so its staff list reads like a company's: a manager, accounts, a gate
 * keeper at one works, a plant dispatcher invited last week who has not set a password yet, and a dispatcher
 * who left (deactivated). They sign in with the demo password; the invited one cannot until they accept.
 * Written after everything else the seed makes, so no seeded id or notification count moves.
 */
const ACCOUNTS_ROLE = {
  name: 'Accounts',
  permissions: [
    'list-inbound-order',
    'list-outbound-order',
    'list-offline-inbound-order',
    'list-offline-outbound-order',
    'list-industry-report',
    'list-plan',
    'list-whats-new',
    'payment-summary',
  ],
};

interface DemoMember {
  name: string;
  email: string;
  mobile: string;
  userType: 1 | 4;
  role: string;
  plantCodes?: readonly string[];
  status?: 'inactive';
  /** Invited this many days ago and not joined yet. */
  invitedDaysAgo?: number;
  joinedDaysAgo: number;
}

const MEMBERS: readonly DemoMember[] = [
  {
    name: 'Priya Nair',
    email: 'priya.nair@vindhyacements.in',
    mobile: '9820012345',
    userType: 1,
    role: 'Logistics Manager',
    joinedDaysAgo: 400,
  },
  {
    name: 'Meenakshi Iyer',
    email: 'meenakshi.iyer@vindhyacements.in',
    mobile: '9845098450',
    userType: 1,
    role: ACCOUNTS_ROLE.name,
    joinedDaysAgo: 310,
  },
  {
    name: 'Imran Qureshi',
    email: 'imran.qureshi@vindhyacements.in',
    mobile: '9755012390',
    userType: 4,
    role: 'Gate Keeper',
    plantCodes: ['STN'],
    joinedDaysAgo: 220,
  },
  {
    name: 'Sunil Yadav',
    email: 'sunil.yadav@vindhyacements.in',
    mobile: '9926054321',
    userType: 4,
    role: 'Dispatcher',
    plantCodes: ['KTN', 'REW'],
    joinedDaysAgo: 6,
    invitedDaysAgo: 6,
  },
  {
    name: 'Deepak Chauhan',
    email: 'deepak.chauhan@vindhyacements.in',
    mobile: '9893011223',
    userType: 1,
    role: 'Dispatcher',
    status: 'inactive',
    joinedDaysAgo: 380,
  },
];

export async function seedStaff(
  ctx: SeedContext,
  industryId: number,
  roleIds: Readonly<Record<string, number>>,
  plants: readonly { id: number; code: string }[],
): Promise<void> {
  const [accounts] = await insertMany(ctx.db, roles, [
    {
      industryId,
      name: ACCOUNTS_ROLE.name,
      permissions: ACCOUNTS_ROLE.permissions,
      createdAt: new Date(ctx.now.getTime() - 330 * DAY_MS),
    },
  ]);
  const roleOf = (name: string) => {
    const id = name === ACCOUNTS_ROLE.name ? accounts : roleIds[name];
    if (id === undefined) throw new Error(`The demo has no role ${name}`);
    return id;
  };
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const ids = await insertMany(
    ctx.db,
    users,
    MEMBERS.map((m) => ({
      industryId,
      userType: m.userType,
      name: m.name,
      email: m.email,
      mobile: m.mobile,
      // An invited member has no password anyone knows until they choose one.
      passwordHash: m.invitedDaysAgo === undefined ? ctx.demoPasswordHash : unusablePasswordHash(),
      roleId: roleOf(m.role),
      status: m.status ?? 'active',
      emailVerifiedAt: m.invitedDaysAgo === undefined ? ago(m.joinedDaysAgo) : null,
      createdAt: ago(m.joinedDaysAgo),
      updatedAt: ago(m.joinedDaysAgo),
    })),
  );
  const plantId = (code: string) => {
    const found = plants.find((p) => p.code === code);
    if (!found) throw new Error(`The demo has no plant ${code}`);
    return found.id;
  };
  await insertAll(
    ctx.db,
    userPlants,
    MEMBERS.flatMap((m, i) =>
      (m.plantCodes ?? []).map((code) => ({ industryId, userId: ids[i]!, plantId: plantId(code) })),
    ),
  );
}
