import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from './database';
import { numberSeries } from './schema/tenancy';

/**
 * Takes the next `howMany` numbers of one of an industry's series inside the caller's transaction and answers
 * the first. The series' row lock keeps two awards or entries from taking the same numbers and holds until the
 * caller commits, so a rolled-back write gives its numbers back. A series the industry has not numbered from
 * yet starts after `counted()`, the documents it already holds (written before the series existed, or by a
 * seed), read once.
 */
export async function takeNumbers(
  tx: Queryable,
  industryId: number,
  series: string,
  howMany: number,
  counted: () => Promise<number>,
): Promise<number> {
  const [taken] = await tx
    .update(numberSeries)
    .set({ last: sql`${numberSeries.last} + ${howMany}` })
    .where(and(eq(numberSeries.industryId, industryId), eq(numberSeries.series, series)))
    .returning({ last: numberSeries.last });
  if (taken) return taken.last - howMany + 1;
  const before = await counted();
  // Two first takers: the later one's insert meets the earlier's row and moves on from it.
  const [started] = await tx
    .insert(numberSeries)
    .values({ industryId, series, last: before + howMany })
    .onConflictDoUpdate({
      target: [numberSeries.industryId, numberSeries.series],
      set: { last: sql`${numberSeries.last} + ${howMany}` },
    })
    .returning({ last: numberSeries.last });
  return started!.last - howMany + 1;
}
