import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { errorHandler } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';
import { loadConfig } from '../../config.ts';
import { createMailSystem, type MailSystem } from '../mail-system.ts';
import type { OutboxStore } from '../outbox-store.ts';
import { createMailRouter } from '../mail-router.ts';

export interface MailGatewayOptions {
  dataDir: string;
  /** Gateway environment (SMTP_URL, MAIL_TO…, MAIL_RETRY_BASE_MS…). */
  env?: Record<string, string>;
  rateLimit?: number;
  startWorker?: boolean;
  /** Stands in for the real outbox's enqueue, e.g. to make the durable write fail or wait. */
  outbox?: (real: OutboxStore) => Pick<OutboxStore, 'enqueueSoon'>;
}

export interface MailGateway {
  url: string;
  system: MailSystem;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The mail part of the gateway on 127.0.0.1 and a free port, for tests: real router, outbox file and worker. */
export async function startMailGateway({ dataDir, env = {}, rateLimit = 0, startWorker = true, outbox }: MailGatewayOptions): Promise<MailGateway> {
  const config = loadConfig(env).mail;
  const logger = pino({ level: 'silent' });
  const system = createMailSystem({ settings: config, dataDir, logger, pollMs: 50 });
  if (startWorker) system.worker.start();
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    createMailRouter({
      outbox: outbox ? outbox(system.outbox) : system.outbox,
      addresses: system.addresses,
      logger,
      notify: () => system.worker.notify(),
      rateLimit: createRateLimit({ limit: rateLimit, windowMs: 60_000, name: 'mail' }),
    }),
  );
  app.use(errorHandler());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    system,
    post: (body, headers = {}) =>
      fetch(`${url}/mail/send`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await system.close();
    },
  };
}
