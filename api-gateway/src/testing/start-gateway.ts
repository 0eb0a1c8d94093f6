import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { SqliteReleaseStore } from '@clinic/releases/release-store';
import { SqliteReleaseRegistry } from '@clinic/releases/release-registry';
import { createApp, type GatewayDeps } from '../app.ts';
import { loadConfig, type Env } from '../config/config.ts';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import type { ContentSource } from '../content/source.ts';
import { createMailSystem, type MailSystem } from '../mail/mail-system.ts';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import type { OutboxStore } from '../outbox/outbox-store.ts';
import { lazyPaymentStore } from '../payment/lazy-payment-store.ts';
import type { PaymentStore } from '../payment/payment-store.ts';
import { listenOnLoopback } from './listen-on-loopback.ts';
import { databaseFile, openDatabase } from '../store/sqlite-database.ts';
import { createPageRendering, type PageRendering } from '../ssr/page-rendering.ts';

export interface MailOptions {
  /** Off, messages stay in the outbox as they were accepted. */
  startWorker?: boolean;
  /** Stands in for the real outbox's enqueue, e.g. to make the durable write fail or wait. */
  outbox?: (real: OutboxStore) => Pick<OutboxStore, 'enqueueSoon'>;
}

export interface GatewayOptions {
  /** Configuration on top of `LOG_LEVEL=silent`, `RENDERERS=1` and a `DATA_DIR` of its own, deleted on close. */
  env?: Env;
  /** The embedded dataset by default, with the reviews the mail part has stored. */
  content?: ContentSource;
  logger?: Logger;
  /** By default `DATA_DIR/payments.sqlite`, as in production. */
  payments?: PaymentStore;
  rateLimitStore?: GatewayDeps['rateLimitStore'];
  /** `POST /mail/send` with a real outbox under `DATA_DIR` and its worker, which looks for work every 50 ms. */
  mail?: true | MailOptions;
  onBuildEvent?: GatewayDeps['onBuildEvent'];
}

export interface RunningGateway {
  url: string;
  /** The renderer, the builds in service and the release store behind them. */
  rendering: PageRendering;
  close(): Promise<void>;
}

export interface RunningMailGateway extends RunningGateway {
  mail: MailSystem;
  /** The gateway's own reviews: the outbox adds what visitors send, the content shows the published ones. */
  reviewStore: SqliteReviewStore;
}

/** The real gateway app in this process, on 127.0.0.1 and a port the OS picks. */
export function startGateway(options: GatewayOptions & { mail: true | MailOptions }): Promise<RunningMailGateway>;
export function startGateway(options?: GatewayOptions): Promise<RunningGateway>;
export async function startGateway({
  env = {},
  content,
  logger = pino({ level: 'silent' }),
  payments,
  rateLimitStore,
  mail: mailOptions,
  onBuildEvent,
}: GatewayOptions = {}): Promise<RunningGateway & { mail?: MailSystem; reviewStore?: SqliteReviewStore }> {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  // One renderer unless a test asks for more: most tests start several gateways at once.
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ownDataDir, RENDERERS: '1', ...env });
  const { startWorker = true, outbox } = mailOptions === true ? {} : (mailOptions ?? {});
  // One connection to the gateway's SQLite file, as in production: the release registry's, and the mail system's when there is one.
  const db = openDatabase(databaseFile(config.dataDir));
  const reviewStore = mailOptions ? new SqliteReviewStore(db) : undefined;
  const mail = mailOptions
    ? createMailSystem({ settings: config.mail, dataDir: config.dataDir, logger, db, reviewStore, pollMs: 50 })
    : undefined;
  if (mail && startWorker) mail.worker.start();
  const paymentStore = payments ?? lazyPaymentStore(config.dataDir);
  const contentSource = content ?? loadEmbeddedSource(undefined, reviewStore);
  const rendering = createPageRendering({
    config,
    logger,
    registry: new SqliteReleaseRegistry(db),
    store: new SqliteReleaseStore(db),
    content: contentSource,
  });
  await rendering.releases.start();
  const app = createApp({
    config,
    logger,
    content: contentSource,
    payments: paymentStore,
    mail: mail && outbox ? { ...mail, outbox: outbox(mail.outbox) } : mail,
    rateLimitStore,
    rendering,
    onBuildEvent,
  });
  const listening = await listenOnLoopback(app);
  return {
    url: listening.url,
    rendering,
    mail,
    reviewStore,
    async close() {
      await listening.close();
      rendering.close();
      // The mail system closes the connection it was given.
      if (mail) await mail.close();
      else db.close();
      if (!payments) await paymentStore.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
