import type { OpenedDatabase } from '../../server/db/database';
import { industries } from '../../server/db/schema/tenancy';
import { issueIngestKey } from '../../server/tracking/issueIngestKey';

/**
 * A feed posting GPS batches at a server that is about to go away (killed, or told to stop): the crash drill and
 * the graceful stop share it. Each fix has an event id of its own, so what was stored can be told apart.
 */

export const BATCH = 200;

export const batchOf = (drill: string, sender: number, batch: number) =>
  Array.from({ length: BATCH }, (_, i) => ({
    eventId: `${drill}-${sender}-${batch}-${i}`,
    vehicleNumber: `CR${sender}X${String(batch % 1000).padStart(3, '0')}`,
    recordedAt: new Date(Date.now() - 60_000 + i).toISOString(),
    latitude: 22 + i / 1000,
    longitude: 78 + batch / 10_000,
  }));

export const postFixes = (baseUrl: string, key: string, events: unknown[]) =>
  fetch(`${baseUrl}/api/ingest/gps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ events }),
  });

/**
 * The one industry and ingest key a drill posts with, written before the server starts (then the database is
 * closed, for the server to open). The server runs without the demo seed, whose writing would take most of the
 * drill's time.
 */
export async function feedKeyOf(
  database: OpenedDatabase,
  name: string,
): Promise<{ industryId: number; key: string }> {
  try {
    const [industry] = await database.db.insert(industries).values({ name }).returning({ id: industries.id });
    return { industryId: industry!.id, key: (await issueIngestKey(database.db, industry!.id, name)).key };
  } finally {
    await database.close();
  }
}
