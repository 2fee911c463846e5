import { and, count, eq } from 'drizzle-orm';
import type { Direction } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { takeNumbers } from '../db/numberSeries';
import { orders } from '../db/schema/orders';

/** The start of every order number of a direction: OUT- or IN-. */
export const orderNumberPrefix = (direction: Direction) => (direction === 'outbound' ? 'OUT-' : 'IN-');

/** The next `howMany` order numbers (OUT-00321…) of an industry and direction, from its number series. */
export async function nextOrderNumbers(
  tx: Queryable,
  industryId: number,
  direction: Direction,
  howMany: number,
): Promise<string[]> {
  const first = await takeNumbers(tx, industryId, `order-${direction}`, howMany, async () => {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.industryId, industryId), eq(orders.direction, direction)));
    return row?.n ?? 0;
  });
  return Array.from(
    { length: howMany },
    (_, i) => `${orderNumberPrefix(direction)}${String(first + i).padStart(5, '0')}`,
  );
}
