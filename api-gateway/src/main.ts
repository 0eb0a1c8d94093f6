import http from 'node:http';
import { pino } from 'pino';
import { PostgresReleaseRegistry } from '@clinic/releases/postgres-release-registry';
import { SqliteReleaseRegistry } from '@clinic/releases/release-registry';
import { SqliteReleaseStore } from '@clinic/releases/release-store';
import { PostgresReleaseStore } from '@clinic/releases/postgres-release-store';
import { ConfigError, loadConfig, misspeltVariables, type GatewayConfig } from './config/config.ts';
import { dataDirProblem, listenProblem } from './data-dir.ts';
import { createLogger, routeConsole, type Logger } from './logger.ts';
import { createApp } from './app.ts';
import { createContentSource } from './content/create-source.ts';
import { DatasetError } from './content/dataset.ts';
import { lazyPaymentStore } from './payment/lazy-payment-store.ts';
import { createMailSystem } from './mail/mail-system.ts';
import { connectRedis } from './redis/redis-client.ts';
import { redisContentCache } from './content/redis-content-cache.ts';
import { redisRateLimitStore } from './redis/redis-rate-limit-store.ts';
import { startMetricsServer } from './http/metrics-router.ts';
import { openPostgres, type PostgresPool } from './postgres/postgres-pool.ts';
import { postgresPaymentStore } from './payment/postgres-payment-store.ts';
import { Drain } from './http/drain.ts';
import { tracedContentSource } from './content/traced-source.ts';
import { startTracing } from './telemetry/start-tracing.ts';
import { databaseFile, openDatabase } from './store/sqlite-database.ts';
import { SqliteReviewStore } from './reviews/review-store.ts';
import { PostgresReviewStore } from './reviews/postgres-review-store.ts';
import { createPageRendering } from './ssr/page-rendering.ts';
import { cachePurge } from './cache/cache-purge.ts';
import { remoteSurrogateKey } from './cache/surrogate-keys.ts';
import { RetentionSweeper } from './store/retention.ts';
import { retentionTasks } from './retention-tasks.ts';

const REDIS_START_WAIT_MS = 2_000;

/** A start-up failure an operator can act on: one JSON log line (fatal) on stderr, as the other lines are written, no stack trace, exit 1. */
function fail(message: string, details: Record<string, unknown> = {}): never {
  createLogger('fatal', pino.destination({ fd: 2, sync: true })).fatal(details, message);
  process.exit(1);
}

/** Without PUBLIC_URL absolute links (canonical, og:url, sitemap, robots.txt) are made from whatever Host a request names. */
function warnAboutPublicUrl(config: GatewayConfig, logger: Logger): void {
  if (config.production && !config.publicUrl) {
    logger.warn(
      'PUBLIC_URL is not set: canonical and og:url links, the sitemap and robots.txt name the host each request sends (its Host header, which anyone can set); set PUBLIC_URL to the address visitors use',
    );
  }
}

/** A production deployment on the sandbox was asked for (PAYMENT_SANDBOX=true); it is said at every start. */
function warnAboutPracticePayments(config: GatewayConfig, logger: Logger): void {
  if (config.production && config.payment.mode === 'sandbox') {
    logger.warn(
      'PAYMENT_SANDBOX=true: payments are practice, taken by the built-in sandbox with no money charged; their orders start with "practice-"',
    );
  }
}

/** Replicas share the database; without a shared key each refuses the browser reports of pages another one served. */
function warnAboutReportTokens(config: GatewayConfig, logger: Logger): void {
  if (config.databaseUrl && !config.reportTokenSecret) {
    logger.warn(
      'REPORT_TOKEN_SECRET is not set: this replica signs its pages with a key of its own, so browser reports (failed remotes, render errors, CSP) that reach another replica are refused and counted nowhere; give every replica the same REPORT_TOKEN_SECRET',
    );
  }
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail('Invalid configuration', { problems: error.problems });
    throw error;
  }
  const dataDir = dataDirProblem(config.dataDir);
  if (dataDir) fail(dataDir);
  const logger = createLogger(config.logLevel);
  // The SDK is loaded only when traces have somewhere to go, and before anything makes a span or a pool.
  const tracing = config.otlpEndpoint ? await startTracing(logger) : undefined;
  routeConsole(logger);
  warnAboutPublicUrl(config, logger);
  warnAboutPracticePayments(config, logger);
  for (const { given, meant } of misspeltVariables(process.env))
    logger.warn(
      { variable: given, meant },
      `${given} is not a variable of the gateway and is ignored: did you mean ${meant}?`,
    );
  warnAboutReportTokens(config, logger);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  // Requests taken before the connection is up would pass the rate limits uncounted; a Redis that is down delays the start by this at most.
  await redis?.connected(REDIS_START_WAIT_MS);
  let postgres: PostgresPool | undefined;
  try {
    postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger) : undefined;
  } catch (error) {
    // AggregateError (every address refused) has an empty message; its parts name host and port.
    const reasons = error instanceof AggregateError ? error.errors.map(String) : [String(error)];
    fail(`DATABASE_URL: cannot reach PostgreSQL or migrate its schema: ${reasons.join('; ')}`);
  }
  const payments = postgres ? postgresPaymentStore(postgres) : lazyPaymentStore(config.dataDir);
  // One database connection for the outbox, the reviews and the release registry, unless PostgreSQL keeps them;
  // the mail system closes it, after the releases have stopped.
  const db = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
  // The gateway's own reviews (moderated with `npm run reviews`): the outbox adds the ones visitors send, the content shows the published ones.
  const reviewStore = postgres ? new PostgresReviewStore(postgres) : new SqliteReviewStore(db!);
  const mail = createMailSystem({ settings: config.mail, dataDir: config.dataDir, logger, postgres, db, reviewStore });
  const retention = new RetentionSweeper(
    retentionTasks(config.retention, { outbox: mail.outbox, reviews: reviewStore, payments }),
    logger.child({ module: 'retention' }),
  );
  const sharedCache = cachePurge(config.pageCache.purgeUrl, logger);
  let content;
  try {
    const contentChanged = (key: string) => void sharedCache.purge([key], 'the CMS answered differently');
    content = createContentSource(
      config.content,
      logger,
      redis && redisContentCache(redis, logger),
      reviewStore,
      contentChanged,
    );
  } catch (error) {
    if (error instanceof DatasetError) fail(error.message);
    throw error;
  }
  if (tracing) content = tracedContentSource(content);
  const registry = postgres ? new PostgresReleaseRegistry(postgres) : new SqliteReleaseRegistry(db!);
  const releaseStore = postgres ? new PostgresReleaseStore(postgres) : new SqliteReleaseStore(db!);
  let rendering;
  try {
    rendering = createPageRendering({
      config,
      logger,
      registry,
      store: releaseStore,
      content,
      onRelease: (remote) => void sharedCache.purge([remoteSurrogateKey(remote)], 'a release'),
    });
  } catch (error) {
    fail((error as Error).message);
  }
  // The builds in service are checked and loaded before the first visitor: pages are rendered whole from the start.
  await rendering.releases.start();
  const drain = new Drain();
  // Every page view and error of a build also goes to the automatic canary analysis.
  const app = createApp({
    config,
    logger,
    content,
    payments,
    mail,
    drain,
    rateLimitStore: redis && redisRateLimitStore(redis),
    rendering,
    onBuildEvent: (event) => rendering.releases.recordEvent(event),
  });
  const metricsPort = config.metrics.port;
  const metricsServer =
    metricsPort === undefined ? undefined : startMetricsServer(metricsPort, config.host, config.metrics.token);
  metricsServer?.then(
    (listening) => logger.info({ port: (listening.address() as { port: number }).port }, 'metrics listening'),
    (error: NodeJS.ErrnoException) => fail(`METRICS_PORT: ${listenProblem(error, config.host, metricsPort!)}`),
  );
  const server = http.createServer(app);
  // An idle keep-alive connection is closed by its time-out (announced in `Keep-Alive: timeout=`, so clients
  // stop reusing it first) no later than the shutdown delay ends: by then each connection has ended that way or
  // been answered with `Connection: close`, and none is left to close under a client that is sending on it.
  if (config.shutdownDelayMs > 0)
    server.keepAliveTimeout = Math.min(server.keepAliveTimeout, Math.max(1_000, config.shutdownDelayMs));
  // Without a socket this process must not go on: its worker would deliver the outbox of the instance that holds the port.
  server.once('error', (error: NodeJS.ErrnoException) => fail(listenProblem(error, config.host, config.port)));
  server.listen(config.port, config.host, () => {
    mail.worker.start();
    void retention.start();
    // The real port, so PORT=0 (tests) can be reached too.
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    logger.info({ url: `http://${host}:${port}` }, 'gateway listening');
  });
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    // `npm start` passes a Ctrl-C on to the gateway, which has it from the terminal too: one shutdown.
    if (stopping) return;
    stopping = true;
    // Ctrl-C at a terminal has no load balancer to wait for.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    drain.start();
    logger.info({ signal, delayMs }, 'shutting down: not ready; still serving until the load balancer has noticed');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const deadline = setTimeout(() => {
      logger.error(
        { drainMs: config.shutdownDrainMs },
        'shutdown: requests still in hand after the drain time, exiting anyway',
      );
      process.exit(1);
    }, config.shutdownDrainMs);
    deadline.unref();
    logger.info('shutting down: taking no new connections, answering the requests in hand');
    void drain.stopAccepting(server).then((reset) => {
      if (reset)
        logger.warn(
          { reset },
          'shutdown: the listener closed under unbroken load; connections not yet accepted were reset',
        );
    });
    // Every 202 given is committed; each connection closes once its last answer is out.
    await drain.idle();
    void metricsServer?.then((listening) => listening.close());
    // The job in hand is finished; queued mail waits in the outbox for the next start.
    rendering.close();
    retention.stop();
    await mail.close();
    await payments.close();
    await postgres?.end();
    redis?.disconnect();
    await tracing
      ?.shutdown()
      .catch((error: unknown) => logger.warn({ err: error }, 'tracing: could not send the last spans'));
    logger.info('shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

start().catch((error: unknown) => fail('start-up failed', { err: error }));
