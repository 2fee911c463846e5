import { roles, userPlants, users } from '../schema/access';
import { industries } from '../schema/tenancy';
import { insertAll, insertMany } from './batch';
import { DAY_MS, type SeedContext } from './context';
import { DEMO_ROLES, type DemoAccount } from './demoAccounts';

export async function seedIndustry(
  ctx: SeedContext,
  fields: { name: string; gstin: string; email: string; phone: string },
): Promise<number> {
  const [id] = await insertMany(ctx.db, industries, [
    {
      ...fields,
      // What a GSTIN carries (src/domain/gstin.ts): the tax invoice's place of supply reads the state.
      stateCode: fields.gstin.slice(0, 2),
      pan: fields.gstin.slice(2, 12),
      createdAt: new Date(ctx.now.getTime() - 420 * DAY_MS),
    },
  ]);
  return id!;
}

export async function seedRoles(ctx: SeedContext, industryId: number): Promise<Record<string, number>> {
  const ids = await insertMany(
    ctx.db,
    roles,
    DEMO_ROLES.map((r) => ({ industryId, name: r.name, permissions: [...r.permissions] })),
  );
  return Object.fromEntries(DEMO_ROLES.map((r, i) => [r.name, ids[i]!]));
}

export interface AccountPlacement {
  account: DemoAccount;
  industryId: number | null;
  transporterId?: number;
  roleId?: number;
  plantIds?: readonly number[];
}

/** Demo users, signing in with the shared demo password. */
export async function seedUsers(
  ctx: SeedContext,
  placements: readonly AccountPlacement[],
): Promise<number[]> {
  const ids = await insertMany(
    ctx.db,
    users,
    placements.map((p) => ({
      industryId: p.industryId,
      transporterId: p.transporterId ?? null,
      userType: p.account.userType,
      name: p.account.name,
      email: p.account.email,
      mobile: p.account.mobile,
      passwordHash: ctx.demoPasswordHash,
      roleId: p.roleId ?? null,
    })),
  );
  const scopes = placements.flatMap((p, i) =>
    (p.plantIds ?? []).map((plantId) => ({ industryId: p.industryId!, userId: ids[i]!, plantId })),
  );
  await insertAll(ctx.db, userPlants, scopes);
  return ids;
}
