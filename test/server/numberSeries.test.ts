import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { takeNumbers } from '../../server/db/numberSeries';
import { orders } from '../../server/db/schema/orders';
import { industries, numberSeries } from '../../server/db/schema/tenancy';
import { nextOrderNumbers } from '../../server/orders/orderNumbers';
import { cloneSeededDatabase } from './harness';
import { postgresNodes } from './postgresNodes';
import { reachable } from './reachable';

describe('number series', () => {
  let database: OpenedDatabase;
  let industryId: number;
  let seeded: number;
  beforeAll(async () => {
    database = await cloneSeededDatabase();
    const [busiest] = await database.db
      .select({ industryId: orders.industryId, n: count() })
      .from(orders)
      .where(eq(orders.direction, 'outbound'))
      .groupBy(orders.industryId)
      .orderBy(orders.industryId)
      .limit(1);
    industryId = busiest!.industryId;
    seeded = busiest!.n;
  });
  afterAll(() => database.close());

  it('goes on after the orders an industry already has, then from its own row', async () => {
    expect(seeded).toBeGreaterThan(0);
    const first = await database.db.transaction((tx) => nextOrderNumbers(tx, industryId, 'outbound', 3));
    const numbered = (n: number) => `OUT-${String(n).padStart(5, '0')}`;
    expect(first).toEqual([numbered(seeded + 1), numbered(seeded + 2), numbered(seeded + 3)]);
    const [row] = await database.db
      .select({ last: numberSeries.last })
      .from(numberSeries)
      .where(and(eq(numberSeries.industryId, industryId), eq(numberSeries.series, 'order-outbound')));
    expect(row?.last).toBe(seeded + 3);
    const next = await database.db.transaction((tx) => nextOrderNumbers(tx, industryId, 'outbound', 1));
    expect(next).toEqual([numbered(seeded + 4)]);
  });

  it('gives the numbers of a write that rolled back to the next one', async () => {
    const before = await database.db.transaction((tx) => nextOrderNumbers(tx, industryId, 'inbound', 1));
    await expect(
      database.db.transaction(async (tx) => {
        await nextOrderNumbers(tx, industryId, 'inbound', 2);
        throw new Error('the award failed');
      }),
    ).rejects.toThrow('the award failed');
    const after = await database.db.transaction((tx) => nextOrderNumbers(tx, industryId, 'inbound', 1));
    const n = (number: string) => Number(number.slice('IN-'.length));
    expect(n(after[0]!)).toBe(n(before[0]!) + 1);
  });
});

const up = await reachable(5432);
if (!up)
  console.log('Number series tests on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

/** Several server nodes number one industry's orders at once, each from its own pool. */
describe.runIf(up)('number series across nodes, on PostgreSQL', () => {
  let nodes: OpenedDatabase[];
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ nodes, dispose } = await postgresNodes(3));
  });
  afterAll(() => dispose?.());

  it('hands every number once, with none skipped, when the first takers meet', async () => {
    const [industry] = await nodes[0]!.db
      .insert(industries)
      .values({ name: 'Numbered Industry' })
      .returning({ id: industries.id });
    // Twelve takers on three pools at once, the first ones racing to start the series; two numbers each.
    const firsts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        nodes[i % 3]!.db.transaction((tx) =>
          takeNumbers(tx, industry!.id, 'order-outbound', 2, async () => 0),
        ),
      ),
    );
    const taken = firsts.flatMap((first) => [first, first + 1]).sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
