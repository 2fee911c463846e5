import { and, count, eq } from 'drizzle-orm';
import type { Direction } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { industries } from '../db/schema/tenancy';

/**
 * The next `howMany` order numbers (OUT-00321…) of an industry and direction. The industry row lock keeps
 * two awards or offline entries from taking the same number; orders are never deleted, so a count suffices.
 */
export async function nextOrderNumbers(
  tx: Queryable,
  industryId: number,
  direction: Direction,
  howMany: number,
): Promise<string[]> {
  await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), eq(orders.direction, direction)));
  const first = (row?.n ?? 0) + 1;
  const prefix = direction === 'outbound' ? 'OUT' : 'IN';
  return Array.from({ length: howMany }, (_, i) => `${prefix}-${String(first + i).padStart(5, '0')}`);
}
