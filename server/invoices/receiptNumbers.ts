import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { takeNumbers } from '../db/numberSeries';
import { receipts } from '../db/schema/billing';

const PREFIX = 'RCPT-';

/**
 * The next `howMany` receipt numbers (RCPT-000001…) of an industry, from its number series: a new company's
 * first receipt is its RCPT-000001. The series starts after the highest number the industry already holds, so
 * receipts numbered before it (by the system-wide id) are never numbered again.
 */
export async function nextReceiptNumbers(
  tx: Queryable,
  industryId: number,
  howMany: number,
): Promise<string[]> {
  const first = await takeNumbers(tx, industryId, 'receipt', howMany, async () => {
    const [row] = await tx
      .select({
        highest: sql<number>`coalesce(max(substring(${receipts.number} from ${PREFIX.length + 1})::int), 0)`,
      })
      .from(receipts)
      .where(eq(receipts.industryId, industryId));
    return Number(row?.highest ?? 0);
  });
  return Array.from({ length: howMany }, (_, i) => `${PREFIX}${String(first + i).padStart(6, '0')}`);
}
