import { industryTransporters, transporters } from '../schema/transporters';
import { insertAll, insertMany } from './batch';
import { DAY_MS, type SeedContext } from './context';
import type { PartySeed } from './partiesData';

export interface SeededTransporter {
  id: number;
  name: string;
  blocked: boolean;
}

/** Transporter companies are global; an industry links to them ("my transporters"). */
export async function seedTransporters(ctx: SeedContext, list: readonly PartySeed[]): Promise<number[]> {
  return insertMany(
    ctx.db,
    transporters,
    list.map((t, i) => ({
      name: t.name,
      code: `TR${String(i + 1).padStart(3, '0')}`,
      pan: `AAC${String.fromCharCode(65 + (i % 26))}T${ctx.random.int(1000, 9999)}F`,
      gstin: null,
      email: `ops@${t.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
      phone: `9${ctx.random.int(100_000_000, 999_999_999)}`,
      cityId: ctx.city(t.state, t.city).id,
    })),
  );
}

export async function linkTransporters(
  ctx: SeedContext,
  industryId: number,
  transporterIds: readonly number[],
  names: readonly string[],
  blockedIndexes: readonly number[],
): Promise<SeededTransporter[]> {
  const linked = transporterIds.map((id, i) => ({
    id,
    name: names[i]!,
    blocked: blockedIndexes.includes(i),
  }));
  await insertAll(
    ctx.db,
    industryTransporters,
    linked.map((t) => ({
      industryId,
      transporterId: t.id,
      status: t.blocked ? ('blocked' as const) : ('active' as const),
      createdAt: new Date(ctx.now.getTime() - ctx.random.int(20, 300) * DAY_MS),
    })),
  );
  return linked;
}
