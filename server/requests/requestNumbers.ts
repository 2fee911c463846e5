import { and, count, eq } from 'drizzle-orm';
import type { Direction } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { takeNumbers } from '../db/numberSeries';
import { requests } from '../db/schema/requests';

/** The start of every request number of a direction: REQ-OUT- or REQ-IN-. */
export const requestNumberPrefix = (direction: Direction) =>
  `REQ-${direction === 'outbound' ? 'OUT' : 'IN'}-`;

/** The next request number (REQ-OUT-0042) of an industry and direction, from its number series. */
export async function nextRequestNumber(
  tx: Queryable,
  industryId: number,
  direction: Direction,
): Promise<string> {
  const n = await takeNumbers(tx, industryId, `request-${direction}`, 1, async () => {
    const [row] = await tx
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.industryId, industryId), eq(requests.direction, direction)));
    return row?.n ?? 0;
  });
  return `${requestNumberPrefix(direction)}${String(n).padStart(4, '0')}`;
}
