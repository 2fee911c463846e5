/**
 * The feeds an ingest key may post to. `gps` covers every GPS route (the canonical one and the OsmAnd and
 * Traccar adapters); `container` is for container events (DCSA).
 */
export const INGEST_KEY_SCOPES = ['gps', 'sim', 'fastag', 'ewaybill', 'container'] as const;
export type IngestKeyScope = (typeof INGEST_KEY_SCOPES)[number];
