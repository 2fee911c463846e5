import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, ingestsFeeds, loadConfig, servesPeople } from './config';
import { configWarnings } from './configWarnings';
import { openDatabase } from './db/open';
import { loadReferenceData } from './db/reference/loadReferenceData';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from './db/seed/demoIngestKey';
import { seedDemo } from './db/seed/seedDemo';
import { resealFeedCredentials, storedFeedCredentials } from './feeds/feedCredentials';
import { MovableClock } from './movableClock';
import { loggerSetup } from './operations/logging';
import { startBanner } from './operations/startBanner';
import { dropOutputWithoutReader, stopOnSignals } from './operations/stopOnSignals';
import { promiseOrders } from './orders/orderPromise';
import { credentialsKeyRefusal, demoCredentialsInUse, productionRefusal } from './productionGuard';
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

// The browser suite's server stays up for the whole run: its sweeps keep their periods between the suite's moves.
const clock = config.clock === 'movable' ? new MovableClock({ realTimers: true }) : systemClock;
const database = await openDatabase(config);
await database.migrate();
// Reference data is part of the product, demo or not: India's states and cities, the default plans.
await database.db.transaction((tx) => loadReferenceData(tx));
const seed = config.seedDemo ? await seedDemo(database.db, clock.now()) : { seeded: false };
// Orders written before orders kept their promise get it once (routes are planned in code, not in SQL).
await promiseOrders(database.db);
if (config.production) {
  const refusal =
    productionRefusal(await demoCredentialsInUse(database.db)) ??
    credentialsKeyRefusal(config.credentialsKey, await storedFeedCredentials(database.db));
  if (refusal) {
    console.error(refusal);
    await database.close();
    process.exit(1);
  }
}
// Feed credentials kept before they were encrypted, or under the development key, are sealed under this key.
if (config.credentialsKey) await resealFeedCredentials(database.db, config.credentialsKey);
const logging = loggerSetup(config);
const { app, events } = await buildApp({ config, database, clock, logger: logging.options });
let simulator: Awaited<ReturnType<typeof startSimulator>> | null = null;
let demoBidders: ReturnType<typeof startDemoBidders> | null = null;
// Signals are taken before the server listens, so that a stop asked for at any moment once it can be reached
// is an orderly one (a SIGTERM between listening and this line used to end the process at once). The node
// stops in the order its work depends on: the demo fleet and bidders (clients of its own API) first; then
// Fastify closes the sockets, stops listening, finishes the requests under way (an ingest request answers once
// its fixes are committed, so every acknowledged fix is stored), and stops the sweeps; the database last.
dropOutputWithoutReader();
stopOnSignals({
  timeoutMs: config.shutdownTimeoutMs,
  log: app.log,
  async stop() {
    await simulator?.stop();
    await demoBidders?.stop();
    await app.close();
    await database.close();
  },
});
// Fastify names every address it listens on (one line each at info); the banner below says it once.
const level = app.log.level;
app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;
// The demo fleet drives through the server's own ingest API, so it starts once the server listens, on a node
// that has that API.
simulator =
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
demoBidders =
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

for (const warning of configWarnings(config)) app.log.warn(warning);
