import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { browserBuildIsStale, buildBrowserApp } from './buildIfNeeded';
import { systemClock } from './clock';
import { ConfigError, ingestsFeeds, loadConfig, servesPeople } from './config';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from './db/seed/demoIngestKey';
import { seedDemo } from './db/seed/seedDemo';
import { MovableClock } from './movableClock';
import { loggerSetup } from './operations/logging';
import { startBanner } from './operations/startBanner';
import { promiseOrders } from './orders/orderPromise';
import { demoCredentialsInUse, productionRefusal } from './productionGuard';
import { startDemoBidders } from './sim/demoBidders';
import { startSimulator } from './sim/simulator';

const started = performance.now();

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Freightdesk cannot start: the configuration has bad values.\n${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
if (process.argv.includes('--build-if-needed') && browserBuildIsStale()) {
  console.log('The browser app is missing or older than its sources; building it first (a minute or two)…');
  const buildStarted = performance.now();
  await buildBrowserApp();
  console.log(`Built in ${Math.round((performance.now() - buildStarted) / 1000)} s.`);
}

// The browser suite's server stays up for the whole run: its sweeps keep their periods between the suite's moves.
const clock = config.clock === 'movable' ? new MovableClock({ realTimers: true }) : systemClock;
const database = await openDatabase(config);
await database.migrate();
const seed = config.seedDemo ? await seedDemo(database.db, clock.now()) : { seeded: false };
// Orders written before orders kept their promise get it once (routes are planned in code, not in SQL).
await promiseOrders(database.db);
if (config.production) {
  const refusal = productionRefusal(await demoCredentialsInUse(database.db));
  if (refusal) {
    console.error(refusal);
    await database.close();
    process.exit(1);
  }
}
const logging = loggerSetup(config);
const { app, io, events } = await buildApp({ config, database, clock, logger: logging.options });
// Fastify names every address it listens on (one line each at info); the banner below says it once.
const level = app.log.level;
app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;
// The demo fleet drives through the server's own ingest API, so it starts once the server listens, on a node
// that has that API.
const simulator =
  config.seedDemo && config.simVehicles > 0 && ingestsFeeds(config.serverRole)
    ? await startSimulator(database.db, {
        baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        vehicles: config.simVehicles,
        rate: config.simRate,
        clock,
        log: app.log,
      })
    : null;
// Demo transporters bid on open demo requests, so the bid screens come alive right after start.
const demoBidders =
  config.seedDemo && config.simVehicles > 0 && servesPeople(config.serverRole)
    ? startDemoBidders({ db: database.db, events, clock, log: app.log, rate: config.simRate })
    : null;

const url = config.publicUrl;
// A collector gets the facts as one JSON line; a person at a terminal reads the banner.
app.log[logging.pretty ? 'debug' : 'info'](
  {
    url,
    database: database.kind,
    redis: Boolean(config.redisUrl),
    role: config.serverRole,
    seeded: seed.seeded,
    startupMs: Math.round(performance.now() - started),
  },
  'started',
);
console.log(
  startBanner({
    url,
    database: database.kind,
    config,
    ...(config.seedDemo
      ? {
          demo: {
            accounts: DEMO_ACCOUNTS,
            password: DEMO_PASSWORD,
            vehicles: simulator?.vehicles ?? 0,
            ingestKey: DEMO_INGEST_KEY,
          },
        }
      : {}),
  }),
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await simulator?.stop();
  await demoBidders?.stop();
  try {
    await io.close();
  } catch {
    // socket.io also closes the HTTP server; Fastify closing it again after is expected to complain.
  }
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
