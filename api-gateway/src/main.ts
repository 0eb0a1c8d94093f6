import http from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { dataDirProblem, listenProblem } from './data-dir.ts';
import { createLogger } from './logger.ts';
import { createApp } from './app.ts';
import { createContentSource } from './content/create-source.ts';
import { DatasetError } from './content/dataset.ts';
import { lazyPaymentStore } from './payment/lazy-payment-store.ts';
import { createMailSystem } from './mail/mail-system.ts';
import { connectRedis } from './redis/redis-client.ts';
import { redisContentCache } from './redis/redis-content-cache.ts';
import { redisRateLimitStore } from './redis/redis-rate-limit-store.ts';
import { startMetricsServer } from './http/metrics-router.ts';
import { openPostgres, type PostgresPool } from './postgres/postgres-pool.ts';
import { postgresPaymentStore } from './payment/postgres-payment-store.ts';
import { Drain } from './http/drain.ts';
import { databaseFile, openDatabase } from './mail/database.ts';
import { createPageRendering } from './releases/page-rendering.ts';
import { PostgresReleaseRegistry } from './releases/postgres-release-registry.ts';
import { SqliteReleaseRegistry } from './releases/release-registry.ts';
import { cachePurge } from './cache/cache-purge.ts';
import { remoteSurrogateKey } from './cache/surrogate-keys.ts';

/** A start-up failure an operator can act on: one line, no stack trace, exit 1. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dataDir = dataDirProblem(config.dataDir);
  if (dataDir) fail(dataDir);
  const logger = createLogger(config.logLevel);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  let postgres: PostgresPool | undefined;
  try {
    postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger) : undefined;
  } catch (error) {
    // AggregateError (every address refused) has an empty message; its parts name host and port.
    const reasons = error instanceof AggregateError ? error.errors.map(String) : [String(error)];
    fail(`DATABASE_URL: cannot reach PostgreSQL or migrate its schema: ${reasons.join('; ')}`);
  }
  const payments = postgres ? postgresPaymentStore(postgres) : lazyPaymentStore(config.dataDir);
  const mail = createMailSystem({ settings: config.mail, dataDir: config.dataDir, logger, postgres });
  const sharedCache = cachePurge(config.pageCache.purgeUrl, logger);
  let content;
  try {
    const contentChanged = (key: string) => void sharedCache.purge([key], 'the CMS answered differently');
    content = createContentSource(config.content, logger, redis && redisContentCache(redis, logger), mail.reviewStore, contentChanged);
  } catch (error) {
    if (error instanceof DatasetError) fail(error.message);
    throw error;
  }
  const releaseDb = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
  const registry = postgres ? new PostgresReleaseRegistry(postgres) : new SqliteReleaseRegistry(releaseDb!);
  const rendering = createPageRendering({ config, logger, registry, onRelease: (remote) => void sharedCache.purge([remoteSurrogateKey(remote)], 'a release') });
  // The builds in service are checked and loaded before the first visitor: pages are rendered whole from the start.
  await rendering.releases.start();
  const drain = new Drain();
  const app = createApp({ config, logger, content, payments, mail, drain, rateLimitStore: redis && redisRateLimitStore(redis), rendering });
  const metricsPort = config.metrics.port;
  const metricsServer = metricsPort === undefined ? undefined : startMetricsServer(metricsPort, config.host, config.metrics.token);
  metricsServer?.then(
    (listening) => logger.info({ port: (listening.address() as { port: number }).port }, 'metrics listening'),
    (error: NodeJS.ErrnoException) => fail(`METRICS_PORT: ${listenProblem(error, config.host, metricsPort!)}`),
  );
  const server = http.createServer(app);
  // Without a socket this process must not go on: its worker would deliver the outbox of the instance that holds the port.
  server.once('error', (error: NodeJS.ErrnoException) => fail(listenProblem(error, config.host, config.port)));
  server.listen(config.port, config.host, () => {
    mail.worker.start();
    // The real port, so PORT=0 (tests) can be reached too.
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    logger.info({ url: `http://${host}:${port}` }, 'gateway listening');
  });
  const shutdown = async (signal: string) => {
    const deadline = setTimeout(() => {
      logger.error({ drainMs: config.shutdownDrainMs }, 'shutdown: requests still in hand after the drain time, exiting anyway');
      process.exit(1);
    }, config.shutdownDrainMs);
    deadline.unref();
    logger.info({ signal }, 'shutting down: not ready, taking no new requests');
    drain.start();
    await drain.idle();
    // Every 202 given is committed; keep-alive connections, now idle, end here.
    server.close();
    server.closeAllConnections();
    void metricsServer?.then((listening) => listening.close());
    // The job in hand is finished; queued mail waits in the outbox for the next start.
    rendering.releases.stop();
    await mail.close();
    releaseDb?.close();
    await payments.close();
    await postgres?.end();
    redis?.disconnect();
    logger.info('shut down');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void start();
