import http from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { dataDirProblem, listenProblem } from './data-dir.ts';
import { createLogger } from './logger.ts';
import { createApp } from './app.ts';
import { createContentSource } from './content/create-source.ts';
import { DatasetError } from './content/dataset.ts';
import { lazyPaymentStore } from './payment/lazy-payment-store.ts';
import { createMailSystem } from './mail/mail-system.ts';
import { Drain } from './http/drain.ts';

/** A start-up failure an operator can act on: one line, no stack trace, exit 1. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

function start(): void {
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
  let content;
  try {
    content = createContentSource(config.content, logger);
  } catch (error) {
    if (error instanceof DatasetError) fail(error.message);
    throw error;
  }
  const payments = lazyPaymentStore(config.dataDir);
  const mail = createMailSystem({ settings: config.mail, dataDir: config.dataDir, logger });
  const drain = new Drain();
  const app = createApp({ config, logger, content, payments, mail, drain });
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
    // The job in hand is finished; queued mail waits in the outbox for the next start.
    await mail.close();
    await payments.close();
    logger.info('shut down');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

start();
