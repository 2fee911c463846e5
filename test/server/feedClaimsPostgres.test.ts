import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { feedConnections } from '../../server/db/schema/feeds';
import { industries } from '../../server/db/schema/tenancy';
import { claimDueFeedConnections } from '../../server/feeds/feedConnectionStore';
import { FEED_KINDS } from '../../src/domain/statuses';
import { postgresNodes } from './postgresNodes';
import { reachable } from './reachable';

const up = await reachable(5432);
if (!up)
  console.log('Feed claim tests on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

/**
 * Several server nodes sweep the same connections: on PostgreSQL each node has its own pool, and the claim
 * (`FOR UPDATE SKIP LOCKED` and a moved `next_poll_at`) must give every due connection to exactly one of them.
 */
describe.runIf(up)('feed connection claims across nodes, on PostgreSQL', () => {
  let nodes: OpenedDatabase[];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ nodes, dispose } = await postgresNodes(3));
    const db = nodes[0]!.db;
    const made = await db
      .insert(industries)
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Industry ${i}` })))
      .returning({ id: industries.id });
    await db.insert(feedConnections).values(
      made.flatMap(({ id }) =>
        FEED_KINDS.map((kind) => ({
          industryId: id,
          kind,
          baseUrl: 'https://provider.example',
          credentials: 'v1.00000000.never.opened',
          pollMinutes: 15,
          nextPollAt: new Date(0),
        })),
      ),
    );
  });

  afterAll(() => dispose?.());

  it('gives each due connection to one node only, and none again before its interval', async () => {
    const now = new Date();
    const rounds = await Promise.all(
      nodes.flatMap((node) => [1, 2, 3, 4].map(() => claimDueFeedConnections(node.db, now, 7))),
    );
    const claimed = rounds.flat().map((row) => row.id);
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed).size).toBe(60);
    expect(rounds.flat().every((row) => row.nextPollAt.getTime() === now.getTime() + 15 * 60_000)).toBe(true);
    expect(await claimDueFeedConnections(nodes[1]!.db, new Date(now.getTime() + 60_000), 100)).toEqual([]);
    const later = await claimDueFeedConnections(nodes[2]!.db, new Date(now.getTime() + 15 * 60_000), 100);
    expect(later).toHaveLength(60);
  });
});
