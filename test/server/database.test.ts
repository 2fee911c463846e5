import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { integer, pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import journal from '../../server/db/migrations/meta/_journal.json';
import { orders } from '../../server/db/schema/orders';
import { DEMO_PLANTS } from '../../server/db/seed/plantsData';
import { DEMO_ORDER_COUNT, seedDemo } from '../../server/db/seed/seedDemo';
import { ORDER_STATUSES } from '../../src/domain/statuses';
import { cloneSeededDatabase } from './harness';
import { tableCounts } from './tableCounts';

/** Drizzle's own bookkeeping table of applied migrations. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: integer() });

let database: OpenedDatabase;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

describe('migrations and demo seed (PGlite)', () => {
  it('re-applying the migrations is a no-op', async () => {
    await database.migrate();
    expect(await database.db.$count(appliedMigrations)).toBe(journal.entries.length);
  });

  it('seeds the demo once: a second run detects it and writes nothing', async () => {
    const before = await tableCounts(database.db);
    expect(before.plants).toBe(DEMO_PLANTS.length + 2);
    expect(before.orders).toBe(DEMO_ORDER_COUNT);
    expect(before.users).toBe(5);
    expect(before.cities).toBeGreaterThan(4000);
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('covers every order status in both directions where the status belongs to that direction', async () => {
    const rows = await database.db
      .select({ direction: orders.direction, status: orders.status })
      .from(orders)
      .groupBy(orders.direction, orders.status);
    const seen = new Set(rows.map((r) => `${r.direction}:${r.status}`));
    for (const status of ORDER_STATUSES) {
      if (status !== 'unloading') expect(seen).toContain(`outbound:${status}`);
      if (status !== 'loading') expect(seen).toContain(`inbound:${status}`);
    }
  });

  it('dates orders consistently with their status', async () => {
    const rejectedWithoutDate = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'rejected'), isNull(orders.rejectedAt)));
    expect(rejectedWithoutDate).toEqual([]);
    const gatedOutWithoutGateIn = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNotNull(orders.gateOutAt), isNull(orders.gateInAt)));
    expect(gatedOutWithoutGateIn).toEqual([]);
    const closedWithoutDates = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'closed'),
          or(isNull(orders.gateInAt), isNull(orders.gateOutAt), isNull(orders.deliveredAt)),
        ),
      );
    expect(closedWithoutDates).toEqual([]);
  });

  it('is deterministic: a fresh database seeded at the same instant gets the same data', async () => {
    const { openPglite } = await import('../../server/db/open');
    const now = new Date('2025-01-15T06:30:00Z');
    const fingerprint = async () => {
      const fresh = await openPglite(undefined);
      try {
        await fresh.migrate();
        await seedDemo(fresh.db, now);
        return await fresh.db
          .select({
            hash: sql<string>`md5(string_agg(${orders.number} || ${orders.status} || ${orders.freightPaise} || coalesce(${orders.vehicleNumber}, ''), ',' order by ${orders.id}))`,
          })
          .from(orders);
      } finally {
        await fresh.close();
      }
    };
    expect(await fingerprint()).toEqual(await fingerprint());
  }, 120_000);
});
