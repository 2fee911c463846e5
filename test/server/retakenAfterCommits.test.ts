import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { packages } from '../../server/db/schema/catalogue';
import { clonePgliteSeededDatabase } from './harness';
import { retakenAfterCommits } from './retakenAfterCommits';
import { tableCounts } from './tableCounts';
import { tableFingerprints } from './tableFingerprints';

/**
 * The fuzz and the tenant walk compare tables around refused requests through retakenAfterCommits: a look it
 * keeps must be the look it would take afresh, or a refused write that wrote would pass unseen.
 *
 * On PGlite, a cluster of this file's own: transaction ids are a cluster's, so on the PostgreSQL the other test
 * files share, their commits count as commits too. A look retaken for another database's commit costs time,
 * never a missed write, but the counts asserted here hold only where nothing else commits.
 */

let database: OpenedDatabase;
let packageId: number;
beforeAll(async () => {
  database = await clonePgliteSeededDatabase();
  const [first] = await database.db.select().from(packages).limit(1);
  packageId = first!.id;
});
afterAll(() => database.close());

/** A look at the packages that counts how often it was really taken. */
function countedLook<T>(take: () => Promise<T>) {
  const taken = { times: 0 };
  const look = retakenAfterCommits(database.db, () => {
    taken.times += 1;
    return take();
  });
  return { taken, look };
}

const industryOfPackage = async () =>
  (await database.db.select().from(packages).where(eq(packages.id, packageId)))[0]!.industryId;

describe('a look at tables, retaken only after commits', () => {
  it('is taken once while nothing commits, however much is read', async () => {
    const { taken, look } = countedLook(() => tableCounts(database.db));
    const first = await look();
    await database.db.select().from(packages);
    expect(await look()).toEqual(first);
    expect(await look()).toEqual(first);
    expect(taken.times).toBe(1);
  });

  it('is taken again once a row was inserted, and counts it', async () => {
    const { taken, look } = countedLook(() => tableCounts(database.db));
    const before = await look();
    await database.db.insert(packages).values({ industryId: await industryOfPackage(), name: 'Jute sack' });
    expect((await look()).packages).toBe(before.packages! + 1);
    expect(taken.times).toBe(2);
  });

  it('is taken again once a row was updated, which only the fingerprint sees', async () => {
    const { taken, look } = countedLook(() => tableFingerprints(database.db, [packages]));
    const before = await look();
    await database.db.update(packages).set({ name: 'Renamed bag' }).where(eq(packages.id, packageId));
    expect(await look()).not.toEqual(before);
    expect(taken.times).toBe(2);
  });

  it('is kept through a write that rolled back, which changed nothing', async () => {
    const { taken, look } = countedLook(() => tableFingerprints(database.db, [packages]));
    const before = await look();
    const industryId = await industryOfPackage();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(packages).values({ industryId, name: 'Never kept' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await look()).toEqual(before);
    expect(await tableFingerprints(database.db, [packages])).toEqual(before);
    expect(taken.times).toBe(1);
  });
});
