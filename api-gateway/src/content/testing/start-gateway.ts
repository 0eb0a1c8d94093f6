import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../../config.ts';
import { createApp } from '../../app.ts';
import type { ContentSource } from '../source.ts';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

/** The real gateway app on 127.0.0.1 with a random port, serving `content`; `env` adds gateway variables. */
export async function startGateway(content: ContentSource, logger: Logger = pino({ level: 'silent' }), env: Record<string, string> = {}): Promise<RunningGateway> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-content-')), LOG_LEVEL: 'silent', ...env });
  const app = createApp({ config, logger, content });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
