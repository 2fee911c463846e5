import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What an ingested event came to: stored, already stored under its event id, or refused. */
export type IngestOutcomeLabel = 'accepted' | 'duplicate' | 'rejected';

/** What a fan-out delivered: coalesced positions (timer-flushed) or the reliable events that go at once. */
export type FanoutKind = 'positions' | 'events';

/**
 * The app's Prometheus metrics, on a registry of its own rather than prom-client's global one, so that
 * several apps in one process (tests, two nodes side by side) each count only what they did.
 */
export interface AppMetrics {
  registry: Registry;
  /** Events of one ingest batch by feed and outcome, and the batch's own status (200, 207, 400, …). */
  ingestBatch(feed: string, status: string, counts: Record<IngestOutcomeLabel, number>): void;
  /** How long a committed event waited between `server/events` publishing it and socket delivery emitting it. */
  fanoutLag(kind: FanoutKind, seconds: number): void;
  /** One answered HTTP request, by its route pattern (never the raw URL: ids would make endless series). */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts sockets from whatever holds them, read at each scrape. */
  countSockets(read: () => Record<string, number>): void;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const ingestEvents = new Counter({
    name: 'freightdesk_ingest_events_total',
    help: 'Tracking events received by the ingest pipeline, by feed and outcome.',
    labelNames: ['feed', 'outcome'] as const,
    registers: [registry],
  });
  const ingestBatches = new Counter({
    name: 'freightdesk_ingest_batches_total',
    help: 'Ingest batches by feed and the status they answered (200 all taken, 207 some refused, 400 none valid).',
    labelNames: ['feed', 'status'] as const,
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'freightdesk_event_fanout_lag_seconds',
    help: 'Time from publishing a committed event to emitting it on sockets (positions wait for the 250 ms flush).',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const http = new Histogram({
    name: 'freightdesk_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let readSockets: () => Record<string, number> = () => ({});
  new Gauge({
    name: 'freightdesk_socket_connections',
    help: 'Open socket.io connections on this node, by namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      for (const [namespace, count] of Object.entries(readSockets())) this.set({ namespace }, count);
    },
  });

  return {
    registry,
    ingestBatch(feed, status, counts) {
      ingestBatches.inc({ feed, status });
      for (const [outcome, count] of Object.entries(counts))
        if (count > 0) ingestEvents.inc({ feed, outcome }, count);
    },
    fanoutLag(kind, seconds) {
      // Relayed from another node, clocks may disagree by a little: never a negative wait.
      lag.observe({ kind }, Math.max(0, seconds));
    },
    httpRequest(method, route, status, seconds) {
      http.observe({ method, route, status_code: String(status) }, seconds);
    },
    countSockets(read) {
      readSockets = read;
    },
  };
}
