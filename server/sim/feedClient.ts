import type {
  EwayBillEventIn,
  GpsFixIn,
  IngestReply,
  IngestSource,
  SimFixIn,
  TollReadIn,
} from '../../src/domain/schemas/ingest';

export interface FeedBatch {
  gps: GpsFixIn[];
  sim: SimFixIn[];
  fastag: TollReadIn[];
  ewaybill: EwayBillEventIn[];
}

export const emptyBatch = (): FeedBatch => ({ gps: [], sim: [], fastag: [], ewaybill: [] });

/** Requests carry at most this many events; bigger ticks go as several requests. */
const CHUNK = 2_000;

/**
 * Posts a tick's events to the ingest API like any outside feed would, over HTTP with the API key; answers
 * how many events the API accepted.
 */
export async function postBatch(baseUrl: string, apiKey: string, batch: FeedBatch): Promise<number> {
  const sources: IngestSource[] = ['ewaybill', 'gps', 'sim', 'fastag'];
  let accepted = 0;
  for (const source of sources) {
    const events: readonly unknown[] = batch[source];
    for (let i = 0; i < events.length; i += CHUNK) {
      const response = await fetch(`${baseUrl}/api/ingest/${source}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ events: events.slice(i, i + CHUNK) }),
      });
      if (!response.ok)
        throw new Error(`ingest ${source} answered ${response.status}: ${await response.text()}`);
      accepted += ((await response.json()) as IngestReply).accepted;
    }
  }
  return accepted;
}
