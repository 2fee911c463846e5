import type { DeviceFixIn, RejectedEvent } from '../../src/domain/schemas/ingest';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors/httpError';
import type { AppMetrics } from '../operations/metrics';
import { countedBatch, type IngestOutcome, type IngestPipeline } from '../tracking/ingestPipeline';
import { fixEventId, type Mapped } from './deviceFix';
import { vehiclesOfDevices } from './deviceVehicles';

/**
 * Hands an adapter's fixes to the one ingest pipeline as device fixes, after finding each one's vehicle. A
 * gateway forwards every device it knows, and a phone reports before its truck is on a trip: a fix of a device
 * issued to no truck, or named after no truck on a trip, is taken (200) and kept against the device alone. A
 * fix the adapter could not read is refused alone like any bad event, at its own index; a request whose every
 * fix is refused is a 400. A request of one fix names the fields without an index. The request is counted in
 * the metrics under the adapter's own `feed` ('osmand', 'traccar'), refusals of its own included.
 */
export function ingestDeviceFixes(
  deps: { db: Queryable; ingest: IngestPipeline; metrics?: Pick<AppMetrics, 'ingestBatch'> },
  industryId: number,
  feed: string,
  mapped: readonly Mapped[],
): Promise<IngestOutcome> {
  return countedBatch(deps.metrics, feed, mapped.length, () =>
    fixesToPipeline(deps.db, deps.ingest, industryId, mapped),
  );
}

async function fixesToPipeline(
  db: Queryable,
  ingest: IngestPipeline,
  industryId: number,
  mapped: readonly Mapped[],
): Promise<IngestOutcome> {
  const rejected: RejectedEvent[] = [];
  const fixes = mapped.flatMap((m, index) => {
    if (m.ok) return [{ index, fix: m.fix }];
    rejected.push({ index, fields: m.fields });
    return [];
  });
  const vehicles = await vehiclesOfDevices(
    db,
    industryId,
    fixes.flatMap((f) => f.fix.deviceIds),
  );
  const events: { index: number; event: DeviceFixIn }[] = [];
  for (const { index, fix } of fixes) {
    const { deviceIds, at, ...reading } = fix;
    const deviceId = deviceIds[0]!;
    const vehicleNumber = deviceIds.map((id) => vehicles.get(id)).find((v) => v !== undefined);
    events.push({
      index,
      event: {
        eventId: fixEventId(deviceId, at),
        deviceId,
        ...(vehicleNumber === undefined ? {} : { vehicleNumber }),
        recordedAt: at.toISOString(),
        ...reading,
      },
    });
  }

  let outcome: IngestOutcome = { status: 200, reply: { accepted: 0, duplicates: 0, rejected: [] } };
  if (events.length > 0) {
    try {
      outcome = await ingest(
        industryId,
        'device',
        events.map((e) => e.event),
        null,
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      rejected.push(...refusalsOf(error, events));
    }
  }
  for (const r of outcome.reply.rejected) rejected.push({ ...r, index: events[r.index]!.index });
  if (rejected.length === mapped.length) throw refusedAll(rejected, mapped.length);
  rejected.sort((a, b) => a.index - b.index);
  return {
    status: rejected.length > 0 ? 207 : 200,
    reply: { ...outcome.reply, rejected },
  };
}

/** The pipeline's 400 (every event bad) back as one refusal per event, at the adapter's indexes. */
function refusalsOf(
  error: HttpError,
  events: readonly { index: number; event: DeviceFixIn }[],
): RejectedEvent[] {
  const byEvent = new Map<number, Record<string, string>>();
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const [, at, ...field] = path.split('.');
    const fields = byEvent.get(Number(at)) ?? {};
    fields[field.join('.')] = message;
    byEvent.set(Number(at), fields);
  }
  return events.map(({ index, event }, at) => ({
    index,
    eventId: event.eventId,
    fields: byEvent.get(at) ?? { event: error.message },
  }));
}

function refusedAll(rejected: readonly RejectedEvent[], count: number): HttpError {
  const fields: Record<string, string> = {};
  for (const r of rejected)
    for (const [f, m] of Object.entries(r.fields)) fields[count === 1 ? f : `${r.index}.${f}`] = m;
  const message = count === 1 ? 'This fix was refused' : 'No fix in the request was accepted';
  return new HttpError(400, 'validation', message, fields);
}
