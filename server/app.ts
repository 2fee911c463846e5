import './i18n/englishSchemas';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import { installAuthHook } from './auth/authHook';
import { authRoutes } from './http/auth/authRoutes';
import { signupRoutes } from './http/auth/signupRoutes';
import './auth/routeConfig';
import { type Clock, systemClock } from './clock';
import { type Config, ingestsFeeds, servesPeople } from './config';
import { startFreeDaysSweep } from './containers/freeDaysAlerts';
import type { OpenedDatabase } from './db/database';
import { EventBus } from './events/eventBus';
import { SHARE_NAMESPACE } from './events/rooms';
import { attachSocketDelivery } from './events/socketDelivery';
import { boardExport } from './exports/boardExport';
import { invoiceExports } from './exports/invoiceExports';
import { orderAndRequestExports } from './exports/listExports';
import { startFeedPollSweep } from './feeds/feedPollSweep';
import { httpFeedClients } from './feeds/httpFeedClients';
import type { FileStore } from './files/fileStore';
import { openFileStore } from './files/openFileStore';
import { announcementRoutes } from './http/announcementRoutes';
import { installApiDocs } from './http/apiDocs';
import { installClock } from './http/appClock';
import { offeredRequestsRoute } from './http/bids/offeredRequests';
import { transporterBidRoutes } from './http/bids/transporterBidRoutes';
import { clientConfigRoutes } from './http/clientConfigRoutes';
import { companyRoutes } from './http/companyRoutes';
import { installCompression } from './http/compression';
import { closeConnectionsWhileClosing } from './http/connectionsWhileClosing';
import { containerRoutes } from './http/containers/containerRoutes';
import { dashboardRoutes } from './http/dashboardRoutes';
import { documentLinkRoutes } from './http/documentLinkRoutes';
import { errorHandlingOptions, installErrorHandling } from './http/errorHandler';
import { gateRoutes } from './http/gate/gateRoutes';
import { invoiceDocumentRoutes } from './http/invoices/invoiceDocumentRoutes';
import { invoiceDraftRoutes } from './http/invoices/invoiceDraftRoutes';
import { invoiceRoutes } from './http/invoices/invoiceRoutes';
import { tallyExportRoutes } from './http/invoices/tallyExportRoutes';
import { transporterInvoiceRoutes } from './http/invoices/transporterInvoiceRoutes';
import { installLimitStore } from './http/limitStore';
import { withRedactedRequests } from './http/logRedaction';
import { businessRoutes } from './http/masters/businessRoutes';
import { deviceRoutes } from './http/masters/deviceRoutes';
import { packageRoutes } from './http/masters/packageRoutes';
import { clientContactRoutes, clientRoutes, vendorRoutes } from './http/masters/partyRoutes';
import { paymentTermRoutes } from './http/masters/paymentTermRoutes';
import { placeRoutes } from './http/masters/placeRoutes';
import { plantRoutes } from './http/masters/plantRoutes';
import { plantSlaRoutes } from './http/masters/plantSlaRoutes';
import { productRoutes } from './http/masters/productRoutes';
import { requestSettingRoutes } from './http/masters/requestSettingRoutes';
import { roleRoutes } from './http/masters/roleRoutes';
import { staffRoutes } from './http/masters/staffRoutes';
import { transporterRoutes } from './http/masters/transporterRoutes';
import { notificationRoutes } from './http/notifications/notificationRoutes';
import { operationsRoutes } from './http/operationsRoutes';
import { formOptionRoutes } from './http/options/formOptionRoutes';
import { orderDocumentRoutes } from './http/orders/orderDocumentRoutes';
import { orderRoutes } from './http/orders/orderRoutes';
import { podRoutes } from './http/orders/podRoutes';
import { transporterOrderRoutes } from './http/orders/transporterOrderRoutes';
import { paymentWebhookRoutes } from './http/paymentWebhookRoutes';
import { preferencesRoutes } from './http/preferencesRoutes';
import { profileRoutes } from './http/profileRoutes';
import { pushRoutes } from './http/pushRoutes';
import { reportRoutes } from './http/reportRoutes';
import { requestLogOptions } from './http/requestLog';
import { installRequestMetrics } from './http/requestMetrics';
import { requestRoutes } from './http/requests/requestRoutes';
import { installSecurityHeaders } from './http/securityHeaders';
import { biddingWindowRoutes } from './http/settings/biddingWindowRoutes';
import { feedConnectionRoutes } from './http/settings/feedConnectionRoutes';
import { freightGstRoutes } from './http/settings/freightGstRoutes';
import { ingestKeyRoutes } from './http/settings/ingestKeyRoutes';
import { tallyLedgerRoutes } from './http/settings/tallyLedgerRoutes';
import { trackingAlertRoutes } from './http/settings/trackingAlertRoutes';
import { webhookRoutes } from './http/settings/webhookRoutes';
import { specRoutes } from './http/specRoutes';
import { DIST_DIR, hasBrowserBuild, serveBrowserApp } from './http/staticFiles';
import { subscriptionRoutes } from './http/subscriptionRoutes';
import { testClockRoutes } from './http/testClockRoutes';
import { containerIngestRoutes } from './http/tracking/containerIngestRoutes';
import { driverLinkRoutes } from './http/tracking/driverLinkRoutes';
import { ingestRoutes } from './http/tracking/ingestRoutes';
import { osmandRoutes } from './http/tracking/osmandRoutes';
import { shareRoutes } from './http/tracking/shareRoutes';
import { traccarRoutes } from './http/tracking/traccarRoutes';
import { trackingRoutes } from './http/tracking/trackingRoutes';
import { exportRoutes } from './http/transfer/exportRoutes';
import { importRoutes } from './http/transfer/importRoutes';
import { createMailer, type Mailer } from './mail/mailer';
import { deliverNotificationsByMail } from './mail/notificationMailDelivery';
import { createTextMessenger, type TextMessenger } from './messaging/textMessenger';
import { MovableClock } from './movableClock';
import { notifyTrackingAlerts } from './notifications/alertNotices';
import { type AppMetrics, createMetrics } from './operations/metrics';
import { createReadiness } from './operations/readiness';
import { choosePaymentProvider } from './payments/choosePaymentProvider';
import type { PaymentProvider } from './payments/paymentProvider';
import { createPushSender } from './push/createPushSender';
import { deliverNotificationsByPush } from './push/pushDelivery';
import type { PushSender } from './push/pushSender';
import { attachRealtime } from './realtime/socketServer';
import { installTrackingRooms } from './realtime/trackingRooms';
import { startWeeklyReportSweep } from './reports/weeklyReportMail';
import { startRequestWindowSweep } from './requests/requestWindow';
import { startAlertSweep } from './tracking/alertSweep';
import { createIngestPipeline } from './tracking/ingestPipeline';
import { startPositionUpkeep } from './tracking/positionPartitions';
import { createTrackingServices } from './tracking/trackingServices';
import { startWebhookDelivery } from './webhooks/webhookDelivery';
import type { WebhookSender } from './webhooks/webhookSender';

export interface BuildAppOptions {
  config: Config;
  database: OpenedDatabase;
  mailer?: Mailer;
  /** SMS / WhatsApp to drivers; by default logged, as no provider is configured (tests record instead). */
  messenger?: TextMessenger;
  /** Push delivery; by default FCM when FCM_SERVICE_ACCOUNT is set, else none (tests record instead). */
  pushSender?: PushSender;
  /** Fastify logger options; defaults to pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Where the Vite build lives (tests point it elsewhere). */
  distDir?: string;
  /** Prefix of this app's Redis keys, over REDIS_PREFIX: tests give each run its own. */
  redisStreamName?: string;
  /** Where plans are paid; by default the provider of PAYMENTS_MODE (none when payments are off). */
  paymentProvider?: PaymentProvider;
  /** What every route, service and sweep takes "now" from; the system clock unless tests move one. */
  clock?: Clock;
}

export interface App {
  app: FastifyInstance;
  io: Server;
  /** Where uploaded files are kept (DATA_DIR/files, or S3-compatible storage). */
  files: FileStore;
  /** Where committed changes are published (server/events): the demo bidders publish through it too. */
  events: EventBus;
  /** This app's Prometheus registry and counters (GET /metrics). */
  metrics: AppMetrics;
}

/** Builds the whole server (API, docs, static app, socket) without listening; the caller listens. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const events = new EventBus();
  const metrics = createMetrics();
  const app = Fastify({
    // Feed clients without headers send their ingest key in the query: the log keeps it out.
    logger: withRedactedRequests(options.logger ?? { level: config.logLevel }),
    // The client's address keys every limit: X-Forwarded-For is believed only from the proxies named, or
    // rotating it would walk around them all.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ...errorHandlingOptions,
    ...requestLogOptions(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The seed's POST calls send a JSON content type with no body; an empty body means "no payload".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Set on the root before any plugin registers, so every route context inherits them.
  installClock(app, clock);
  const distDir = options.distDir ?? DIST_DIR;
  installErrorHandling(app, { spaFallback: hasBrowserBuild(distDir) });
  installRequestMetrics(app, metrics);
  closeConnectionsWhileClosing(app);
  await installSecurityHeaders(app, config);
  await installCompression(app);
  const redisPrefix = options.redisStreamName ?? config.redisPrefix;
  await installLimitStore(app, config.redisUrl, `${redisPrefix}:limits:`);
  await installApiDocs(app);
  installAuthHook(app, db);
  await app.register(operationsRoutes, {
    readiness: createReadiness(db, config.redisUrl),
    metrics,
    metricsToken: config.metricsToken,
  });
  // The browser suite moves its server's time over HTTP (TEST_CLOCK=movable, which production refuses).
  if (config.clock === 'movable' && clock instanceof MovableClock)
    await app.register(testClockRoutes, { clock });

  const fileStore = await openFileStore(config.fileStorage);
  app.addHook('onClose', () => fileStore.close());
  const files = fileStore.store;

  const mailer = options.mailer ?? createMailer(config, app.log);
  const messenger = options.messenger ?? createTextMessenger(config, app.log);
  let pushSender = options.pushSender;
  if (!pushSender) {
    const own = await createPushSender(config);
    app.addHook('onClose', () => own.close());
    pushSender = own;
  }
  // Every role delivers what its own bus publishes: the bus is the node's (eventBus.ts), so a notification
  // raised on a writer is pushed and mailed there.
  const pushes = deliverNotificationsByPush(events, {
    db,
    sender: pushSender,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const notificationMails = deliverNotificationsByMail(events, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const tracking = createTrackingServices(db, events, clock);
  const ingest = createIngestPipeline(tracking, config.ingestMaxFutureSkewMs, metrics);
  const feedPoller = {
    db,
    ingest,
    clients: httpFeedClients(config.allowLoopback),
    credentialsKey: config.credentialsKey,
  };
  const webhookSender: WebhookSender = {
    db,
    clock,
    allowLoopback: config.allowLoopback,
    log: app.log,
  };
  const people = servesPeople(config.serverRole);
  const feeds = ingestsFeeds(config.serverRole);

  if (feeds) {
    await app.register(ingestRoutes, { services: tracking, ingest });
    await app.register(osmandRoutes, { services: tracking, ingest, metrics });
    await app.register(traccarRoutes, { services: tracking, ingest, metrics });
    await app.register(containerIngestRoutes, {
      services: tracking,
      maxFutureSkewMs: config.ingestMaxFutureSkewMs,
      metrics,
    });
  }
  if (people) {
    await app.register(authRoutes, {
      db,
      events,
      mailer,
      publicUrl: config.publicUrl,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
      production: config.production,
    });
    await app.register(signupRoutes, {
      db,
      mailer,
      publicUrl: config.publicUrl,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
      production: config.production,
    });
    await app.register(specRoutes, { db });
    const paymentProvider = options.paymentProvider ?? choosePaymentProvider(config);
    await app.register(subscriptionRoutes, {
      db,
      files,
      provider: paymentProvider,
      publicUrl: config.publicUrl,
    });
    await app.register(paymentWebhookRoutes, { db, provider: paymentProvider });
    await app.register(clientConfigRoutes, { config });
    await app.register(plantRoutes, { db });
    await app.register(plantSlaRoutes, { db });
    await app.register(businessRoutes, { db });
    await app.register(transporterRoutes, { db, mailer, publicUrl: config.publicUrl });
    await app.register(clientRoutes, { db });
    await app.register(vendorRoutes, { db });
    await app.register(clientContactRoutes, { db });
    await app.register(placeRoutes, { db });
    await app.register(roleRoutes, { db, events });
    await app.register(staffRoutes, { db, events, mailer, publicUrl: config.publicUrl });
    await app.register(productRoutes, { db });
    await app.register(packageRoutes, { db });
    await app.register(paymentTermRoutes, { db });
    await app.register(requestSettingRoutes, { db });
    await app.register(deviceRoutes, { db });
    await app.register(dashboardRoutes, { db });
    await app.register(reportRoutes, { db });
    await app.register(formOptionRoutes, { db });
    await app.register(pushRoutes, { db });
    await app.register(preferencesRoutes, { db });
    await app.register(profileRoutes, { db });
    await app.register(companyRoutes, { db, files });
    for (const routes of [
      requestRoutes,
      offeredRequestsRoute,
      transporterBidRoutes,
      containerRoutes,
      gateRoutes,
      invoiceRoutes,
      transporterInvoiceRoutes,
    ]) {
      await app.register(routes, { db, events });
    }
    await app.register(orderRoutes, { db, events, messenger, publicUrl: config.publicUrl });
    await app.register(transporterOrderRoutes, { db, events, messenger, publicUrl: config.publicUrl });
    await app.register(podRoutes, { db, events, files });
    await app.register(notificationRoutes, { db });
    await app.register(announcementRoutes, { db, events });
    await app.register(ingestKeyRoutes, { services: tracking });
    await app.register(trackingRoutes, { services: tracking });
    await app.register(shareRoutes, { services: tracking });
    await app.register(driverLinkRoutes, {
      services: tracking,
      ingest,
      messenger,
      publicUrl: config.publicUrl,
    });
    await app.register(trackingAlertRoutes, { services: tracking });
    // "Poll now" on the settings screen is a person's request, so it runs on the web node that got it.
    await app.register(feedConnectionRoutes, { poller: feedPoller, allowLoopback: config.allowLoopback });
    await app.register(biddingWindowRoutes, { db });
    await app.register(freightGstRoutes, { db });
    await app.register(webhookRoutes, { sender: webhookSender });
    await app.register(invoiceDocumentRoutes, { db, files, publicUrl: config.publicUrl });
    await app.register(invoiceDraftRoutes, { db });
    await app.register(tallyExportRoutes, { db });
    await app.register(tallyLedgerRoutes, { db });
    await app.register(orderDocumentRoutes, { db, files, publicUrl: config.publicUrl });
    await app.register(documentLinkRoutes, { db, files, publicUrl: config.publicUrl });
    await app.register(importRoutes, {
      db,
      bulkRows: database.bulkRows,
      mailer,
      publicUrl: config.publicUrl,
    });
    await app.register(exportRoutes, {
      db,
      exports: [...orderAndRequestExports(db), ...invoiceExports(db), boardExport(tracking)],
    });
    await serveBrowserApp(app, distDir);
  }

  // A writer keeps the socket server for its relay to the web nodes (socketDelivery.ts, through Redis);
  // browsers are pointed at web nodes.
  const io = attachRealtime(app, {
    db,
    redisUrl: config.redisUrl,
    redisStreamName: redisPrefix,
  });
  const viewers = installTrackingRooms(io, tracking);
  const delivery = attachSocketDelivery(io, events, viewers, {
    clock,
    clustered: Boolean(config.redisUrl),
    metrics,
  });
  metrics.countSockets(() => ({
    '/': io.of('/').sockets.size,
    [SHARE_NAMESPACE]: io.of(SHARE_NAMESPACE).sockets.size,
  }));
  const alertNotices = notifyTrackingAlerts(events, {
    db,
    log: app.log,
    digestMs: config.alertDigestMs,
    clock,
  });
  // Each sweep runs on one role: the tracking ones beside the feeds, the rest beside the people. Webhook
  // delivery runs on both, as it queues what its own node's bus publishes.
  const sweeps = [
    ...(feeds
      ? [
          startAlertSweep(tracking, app.log),
          startFeedPollSweep(clock, { ...feedPoller, log: app.log }),
          startPositionUpkeep(clock, db, config.positionRetention, app.log),
        ]
      : []),
    ...(people
      ? [
          startFreeDaysSweep(clock, db, events, app.log),
          startRequestWindowSweep(clock, db, events, app.log),
          startWeeklyReportSweep(clock, { db, mailer, publicUrl: config.publicUrl, log: app.log }),
        ]
      : []),
    startWebhookDelivery(clock, events, webhookSender),
  ];
  app.addHook('onClose', async () => {
    delivery.stop();
    pushes.unsubscribe();
    notificationMails.unsubscribe();
    await Promise.all([alertNotices, ...sweeps].map((s) => s.stop()));
    metrics.registry.clear();
  });
  return { app, io, events, files, metrics };
}
