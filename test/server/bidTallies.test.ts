import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { bids } from '../../server/db/schema/requests';
import { resultRows } from '../../server/tracking/batchSql';
import { cloneSeededDatabase } from './harness';

type Tally = { industry_id: number; transporter_id: number; plant_id: number; bids: number; wins: number };

/** The tallies as the triggers keep them, and as counting every bid again gives them. */
async function talliesAndRecount(database: OpenedDatabase) {
  const kept = resultRows<Tally>(
    await database.db.execute(sql`
      select industry_id, transporter_id, plant_id, bids, wins from bid_tallies
       where bids <> 0 or wins <> 0 order by 1, 2, 3`),
  );
  const recount = resultRows<Tally>(
    await database.db.execute(sql`
      select b.industry_id, b.transporter_id, r.plant_id, count(*)::int as bids,
             (count(*) filter (where b.status = 'accepted'))::int as wins
        from bids b join requests r on r.id = b.request_id
       group by 1, 2, 3 order by 1, 2, 3`),
  );
  return { kept, recount };
}

describe('bid tallies', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await cloneSeededDatabase();
  });
  afterAll(() => database.close());

  it('count the seeded bids as a recount does', async () => {
    const { kept, recount } = await talliesAndRecount(database);
    expect(recount.length).toBeGreaterThan(0);
    expect(kept).toEqual(recount);
  });

  it('follow bulk inserts, awards, revisions and deletions, by plant', async () => {
    const db = database.db;
    // Two requests of different plants, and two transporters who bid on neither yet.
    const picked = resultRows<{ id: number; industry_id: number; plant_id: number }>(
      await db.execute(sql`
        select distinct on (plant_id) id, industry_id, plant_id from requests
         where industry_id = (select industry_id from requests group by 1 order by count(*) desc limit 1)
         order by plant_id, id limit 2`),
    );
    expect(picked).toHaveLength(2);
    const carriers = resultRows<{ id: number }>(
      await db.execute(sql`select id from transporters order by id desc limit 2`),
    );
    const rows = picked.flatMap((request) =>
      carriers.map((carrier, i) => ({
        industryId: request.industry_id,
        requestId: request.id,
        transporterId: carrier.id,
        amountPaise: 1_000_000 + i,
        status: 'placed' as const,
      })),
    );
    const written = await db.insert(bids).values(rows).returning({ id: bids.id });
    let { kept, recount } = await talliesAndRecount(database);
    expect(kept).toEqual(recount);

    // The award: one bid accepted, the rest of that request rejected, in one statement each.
    await db.update(bids).set({ status: 'accepted' }).where(eq(bids.id, written[0]!.id));
    await db
      .update(bids)
      .set({ status: 'rejected' })
      .where(and(eq(bids.requestId, picked[0]!.id), inArray(bids.id, [written[1]!.id])));
    // A revision changes no count.
    await db.update(bids).set({ amountPaise: 900_000, revision: 1 }).where(eq(bids.id, written[2]!.id));
    ({ kept, recount } = await talliesAndRecount(database));
    expect(kept).toEqual(recount);
    const won = kept.find((t) => t.transporter_id === carriers[0]!.id && t.plant_id === picked[0]!.plant_id);
    expect(won?.wins).toBeGreaterThanOrEqual(1);

    await db.delete(bids).where(
      inArray(
        bids.id,
        written.map((w) => w.id),
      ),
    );
    ({ kept, recount } = await talliesAndRecount(database));
    expect(kept).toEqual(recount);
  });
});
