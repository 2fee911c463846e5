import { createServer, type Server as HttpServer, request as httpGet } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { io as connectSocket } from 'socket.io-client';
import { createRandom } from '../server/db/seed/random';
import { positionBatches, VEHICLES_PER_BATCH } from '../server/events/positionBatches';
import { installCompression } from '../server/http/compression';
import { socketParser } from '../server/realtime/socketEncoder';
import { SOCKET_COMPRESSION } from '../server/realtime/socketServer';
import { isoString } from '../src/domain/isoTime';
import type { FleetSnapshot, VehicleColumns, VehicleState } from '../src/domain/schemas/tracking';
import { nearestTown } from '../src/domain/shortestRoute';
import { TRACKING_EVENTS } from '../src/domain/trackingEvents';
import { decodeVehicleColumns, encodeVehicleColumns } from '../src/domain/vehicleColumns';
import type { BenchDatabaseKind } from './benchDatabase';
import { startListServer } from './listServer';
import { type Figure, median } from './report';

/**
 * Bytes the board costs on the wire: its first snapshot (GET /api/tracking/fleet) per truck, and a position
 * batch per fix, before (vehicle states as JSON objects, the socket not deflated) and after (column by
 * column, src/domain/vehicleColumns.ts; socket messages deflated).
 *
 * The demo's own board is read from the real server (the demo seed on BENCH_DATABASE, PGlite by default),
 * its answer as sent, raw and compressed. The fleet of BENCH_TRUCKS (default 50,000) is made from the demo's
 * vehicles (their plants, transporters, statuses, places and alerts), each with an order and plate of its
 * own and a fix of its own along its road (at full precision, as the feeds send them), named by the nearest
 * town as the server names it. Its snapshot goes through the app's HTTP compression (brotli, gzip) on a
 * server of its own; its batches, every truck moved once as one flush of the server cut into messages of
 * VEHICLES_PER_BATCH (server/events/positionBatches.ts), through a real socket.io server with the app's
 * parser, without and with the app's deflate: the bytes are those the server's TCP socket wrote. "Before" is
 * the old shape built from the same states.
 */
export const title = 'Bytes on the wire: board snapshot and position batches (`npm run bench wire`)';

const KIND = (process.env.BENCH_DATABASE ?? 'pglite') as BenchDatabaseKind;
const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 50_000);
const RUNS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;
const kib = (bytes: number) => Math.round(bytes / 1024);
const bytes = (text: string) => Buffer.byteLength(text);

/** GET as the browser asks it, counting the body's bytes as they came (compressed when `encoding` says so). */
function getRaw(url: string, headers: Record<string, string>, encoding: string) {
  return new Promise<{ bytes: number; text: string }>((resolve, reject) => {
    const req = httpGet(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ bytes: body.length, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes of a JSON text as served with the app's compression, identity, brotli and gzip. */
async function servedBytes(base: string, path: string, headers: Record<string, string> = {}) {
  const [identity, br, gzip] = [
    await getRaw(`${base}${path}`, headers, 'identity'),
    await getRaw(`${base}${path}`, headers, 'br'),
    await getRaw(`${base}${path}`, headers, 'gzip'),
  ];
  return { raw: identity.bytes, br: br.bytes, gzip: gzip.bytes, text: identity.text };
}

/** Serves fixed JSON texts through the app's own compression plugin. */
async function compressingServer(texts: Record<string, string>) {
  const app = Fastify({ logger: false });
  await installCompression(app);
  for (const [path, text] of Object.entries(texts))
    app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

/**
 * The bytes a real socket.io server writes to one board's TCP socket for `payloads` sent as `position.batch`
 * (reliably, so none is skipped), with the app's parser and, when `deflate`, its per-message deflate.
 */
async function socketBytes(payloads: readonly unknown[], deflate: boolean): Promise<number> {
  const http: HttpServer = createServer();
  const tcp: NetSocket[] = [];
  http.on('connection', (socket) => tcp.push(socket));
  const io = new Server(http, {
    serveClient: false,
    parser: socketParser,
    ...(deflate ? { perMessageDeflate: SOCKET_COMPRESSION } : {}),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const joined = new Promise<import('socket.io').Socket>((resolve) => io.once('connection', resolve));
  const client = connectSocket(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    const server = await joined;
    await new Promise<void>((resolve) => (client.connected ? resolve() : client.once('connect', resolve)));
    const written = () => tcp.reduce((sum, socket) => sum + socket.bytesWritten, 0);
    const before = written();
    let heard = 0;
    const all = new Promise<void>((resolve) =>
      client.on(TRACKING_EVENTS.positionBatch, () => {
        heard += 1;
        if (heard === payloads.length) resolve();
      }),
    );
    for (const payload of payloads) server.emit(TRACKING_EVENTS.positionBatch, payload);
    await all;
    return written() - before;
  } finally {
    client.close();
    await io.close();
  }
}

/** BENCH_TRUCKS trucks made from the demo's vehicles, each on its own order, plate and fix. */
function fleetFrom(templates: readonly VehicleState[], trucks: number, now: number): VehicleState[] {
  const random = createRandom(20_261_201).next;
  const letters = (n: number) => String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26));
  const at = (ms: number) => isoString(new Date(Math.round(ms)));
  const fixed6 = (n: number) => Number(n.toFixed(6));
  const withFixes = templates.filter((t) => t.lastFix !== null);
  return Array.from({ length: trucks }, (_, i) => {
    const t = templates[i % templates.length]!;
    const progress = random();
    const latitude = fixed6(
      t.origin.latitude + (t.destination.latitude - t.origin.latitude) * progress + (random() - 0.5) * 0.02,
    );
    const longitude = fixed6(
      t.origin.longitude +
        (t.destination.longitude - t.origin.longitude) * progress +
        (random() - 0.5) * 0.02,
    );
    const source =
      t.lastFix?.source ?? withFixes[i % Math.max(1, withFixes.length)]?.lastFix?.source ?? 'gps';
    return {
      ...t,
      orderId: 1_000_000 + i,
      orderNumber: t.orderNumber.replace(/\d+$/, (digits) => String(i + 1).padStart(digits.length, '0')),
      seq: 5_000_000 + i,
      vehicleNumber: `${t.vehicleNumber.slice(0, 4)}${letters(Math.floor(i / 10_000))}${String(i % 10_000).padStart(4, '0')}`,
      lastFix: {
        at: at(now - random() * 600_000),
        latitude,
        longitude,
        speedKmh: round1(random() * 70),
        heading: Math.floor(random() * 360),
        source,
      },
      placeName: nearestTown({ latitude, longitude }).town.name,
      progress: Math.round(progress * 1e4) / 1e4,
      distanceLeftKm: round1((1 - progress) * 800),
      etaAt: at(now + random() * 2 * 86_400_000),
      ewaybill: t.ewaybill && {
        number: String(100_000_000_000 + Math.floor(random() * 899_999_999_999)),
        validUntil: at(now + random() * 3 * 86_400_000),
      },
      lastToll: t.lastToll && { plazaName: t.lastToll.plazaName, at: at(now - random() * 7_200_000) },
    };
  });
}

/** Every truck half a kilometre on, with a fix a few seconds newer: one flush of the whole fleet's news. */
const movedOn = (fleet: readonly VehicleState[], seq: number, now: number): VehicleState[] =>
  fleet.map((v, i) => ({
    ...v,
    seq: seq + i,
    lastFix: v.lastFix && {
      ...v.lastFix,
      at: isoString(new Date(now + (i % 250))),
      latitude: Number((v.lastFix.latitude + 0.003).toFixed(6)),
      longitude: Number((v.lastFix.longitude + 0.003).toFixed(6)),
    },
    progress: Math.min(1, Math.round((v.progress + 0.0006) * 1e4) / 1e4),
    distanceLeftKm: Math.max(0, round1(v.distanceLeftKm - 0.5)),
  }));

const perTruck = (total: number, trucks: number) => round1(total / trucks);

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const now = Date.now();

  // The demo's board, from the real server.
  const server = await startListServer(KIND);
  let templates: VehicleState[] = [];
  try {
    const headers = await server.signIn('owner');
    for (const direction of ['outbound', 'inbound'] as const) {
      const after = await servedBytes(server.baseUrl, `/api/tracking/fleet?direction=${direction}`, headers);
      const decoded = decodeVehicleColumns(JSON.parse(after.text) as VehicleColumns);
      templates = [...templates, ...decoded.vehicles];
      const oldText = JSON.stringify(decoded satisfies FleetSnapshot);
      const old = await compressingServer({ '/old': oldText });
      try {
        const before = await servedBytes(old.base, '/old');
        const n = decoded.vehicles.length;
        figures.push(
          {
            name: `demo ${direction} board snapshot, before: JSON objects (raw / br / gzip)`,
            value: kib(before.raw),
            unit: 'KiB',
            note: `${n} trucks; ${kib(before.br)} KiB br, ${kib(before.gzip)} KiB gzip; ${perTruck(before.raw, n)} / ${perTruck(before.br, n)} / ${perTruck(before.gzip, n)} B a truck`,
          },
          {
            name: `demo ${direction} board snapshot, after: columns (raw / br / gzip)`,
            value: kib(after.raw),
            unit: 'KiB',
            note: `${n} trucks; ${kib(after.br)} KiB br, ${kib(after.gzip)} KiB gzip; ${perTruck(after.raw, n)} / ${perTruck(after.br, n)} / ${perTruck(after.gzip, n)} B a truck; as served by the app`,
          },
        );
      } finally {
        await old.close();
      }
    }
  } finally {
    await server.close();
  }
  if (templates.length === 0) throw new Error('the demo board has no vehicles to build a fleet from');

  // BENCH_TRUCKS trucks: the snapshot.
  const fleet = fleetFrom(templates, TRUCKS, now);
  const seq = 5_000_000 + TRUCKS;
  const columns = encodeVehicleColumns(seq, fleet);
  const snapshotTexts = {
    '/before': JSON.stringify({ seq, vehicles: fleet } satisfies FleetSnapshot),
    '/after': JSON.stringify(columns),
  };
  const served = await compressingServer(snapshotTexts);
  try {
    for (const shape of ['before', 'after'] as const) {
      const { raw, br, gzip } = await servedBytes(served.base, `/${shape}`);
      figures.push({
        name: `snapshot of ${TRUCKS} trucks, ${shape === 'before' ? 'before: JSON objects' : 'after: columns'}, bytes a truck (raw)`,
        value: perTruck(raw, TRUCKS),
        unit: 'B',
        note: `${kib(raw)} KiB raw; brotli ${perTruck(br, TRUCKS)} B a truck (${kib(br)} KiB), gzip ${perTruck(gzip, TRUCKS)} B a truck (${kib(gzip)} KiB), through the app's HTTP compression`,
      });
    }
  } finally {
    await served.close();
  }

  // What the two ends spend, before and after: the server writes the text, the page reads it back into states.
  const times = {
    write: { before: [] as number[], after: [] as number[] },
    read: { before: [] as number[], after: [] as number[] },
  };
  const timed = (into: number[], work: () => unknown) => {
    const start = performance.now();
    work();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < RUNS; i++) {
    timed(times.write.before, () => JSON.stringify({ seq, vehicles: fleet }));
    timed(times.write.after, () => JSON.stringify(encodeVehicleColumns(seq, fleet)));
    timed(times.read.before, () => JSON.parse(snapshotTexts['/before']));
    timed(times.read.after, () =>
      decodeVehicleColumns(JSON.parse(snapshotTexts['/after']) as VehicleColumns),
    );
  }
  const ms = (values: number[]) => Math.round(median(values));
  figures.push(
    {
      name: `snapshot of ${TRUCKS} trucks: server writes it, before / after, median`,
      value: ms(times.write.after),
      unit: 'ms',
      note: `after: encode and JSON.stringify; before: JSON.stringify of the objects, ${ms(times.write.before)} ms (Node, ${RUNS} runs)`,
    },
    {
      name: `snapshot of ${TRUCKS} trucks: page reads it back into states, before / after, median`,
      value: ms(times.read.after),
      unit: 'ms',
      note: `after: JSON.parse and decode; before: JSON.parse, ${ms(times.read.before)} ms (Node, ${RUNS} runs; the schema check, the same for both, not included)`,
    },
  );

  // BENCH_TRUCKS trucks: one flush of every truck's next fix, over a real socket.
  const moved = movedOn(fleet, seq + 1, now);
  const afterBatches = positionBatches(moved);
  const beforeBatches = afterBatches.map((_, i) => {
    const vehicles = moved.slice(i * VEHICLES_PER_BATCH, (i + 1) * VEHICLES_PER_BATCH);
    return { seq: Math.max(...vehicles.map((v) => v.seq)), vehicles };
  });
  const encoder = new socketParser.Encoder();
  /** The text packets socket.io writes for them, before any deflate and without websocket framing. */
  const rawText = (payloads: readonly unknown[]) =>
    payloads.reduce<number>((sum, p) => {
      const [packet] = encoder.encode({ type: 2, nsp: '/', data: [TRACKING_EVENTS.positionBatch, p] });
      return sum + bytes(String(packet));
    }, 0);
  const wire = {
    before: {
      plain: await socketBytes(beforeBatches, false),
      deflated: await socketBytes(beforeBatches, true),
    },
    after: { plain: await socketBytes(afterBatches, false), deflated: await socketBytes(afterBatches, true) },
  };
  const fixes = moved.length;
  figures.push(
    {
      name: `position batches, ${fixes} fixes in ${afterBatches.length} messages, before: JSON objects, bytes a fix on the wire`,
      value: perTruck(wire.before.plain, fixes),
      unit: 'B',
      note: `as sent before (not deflated); packets ${perTruck(rawText(beforeBatches), fixes)} B a fix; had it been deflated ${perTruck(wire.before.deflated, fixes)} B`,
    },
    {
      name: `position batches, ${fixes} fixes in ${afterBatches.length} messages, after: columns, deflated, bytes a fix on the wire`,
      value: perTruck(wire.after.deflated, fixes),
      unit: 'B',
      note: `as sent now; raw columns ${perTruck(wire.after.plain, fixes)} B a fix on the wire undeflated (packets ${perTruck(rawText(afterBatches), fixes)} B)`,
    },
  );
  return figures;
}
