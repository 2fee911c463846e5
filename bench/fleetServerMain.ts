import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';

/**
 * The server as `npm start` runs it, minus the seed and the simulator, serving the browser build named by
 * BENCH_DIST (dist/public/ when unset): the board benchmark compares builds, e.g. an unminified one for profiles.
 * Started by fleetFixture.ts and ingest.bench.ts in a process of its own on a database they prepared (a PGlite
 * folder, or DATABASE_URL); BENCH_REDIS_STREAM gives a run's nodes a Redis stream of their own.
 */
const config = loadConfig({ ...process.env, SEED_DEMO: 'false', SIM_VEHICLES: '0' });
const database = await openDatabase(config);
const stream = process.env.BENCH_REDIS_STREAM;
const { app, io } = await buildApp({
  config,
  database,
  distDir: process.env.BENCH_DIST || undefined,
  ...(stream ? { redisStreamName: stream } : {}),
});
await app.listen({ port: config.port, host: config.host });

process.once('SIGTERM', async () => {
  try {
    await io.close();
  } catch {
    // socket.io closes the HTTP server too; Fastify closing it again after is expected to complain.
  }
  await app.close().catch(() => {});
  await database.close();
  process.exit(0);
});
