import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listener on 127.0.0.1 that counts the requests it gets and the body bytes it wrote. */
export interface CountingListener {
  url: string;
  port: number;
  requests: number;
  written: number;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, listener: CountingListener) => void;

/** Starts a listener on a port the OS picks; `close` ends its open connections too. */
async function startCountingListener(handle: Handler): Promise<CountingListener> {
  const listener = { requests: 0, written: 0 } as CountingListener;
  const server = createServer((req, res) => {
    listener.requests++;
    handle(req, res, listener);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.port = (server.address() as AddressInfo).port;
  listener.url = `http://127.0.0.1:${listener.port}`;
  listener.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return listener;
}

/** Listeners a test file starts with `listen`, and `closeAll` that closes those still open (for its after-hook). */
export function countingListeners(): { listen(handle: Handler): Promise<CountingListener>; closeAll(): Promise<void> } {
  const open: CountingListener[] = [];
  return {
    async listen(handle) {
      const listener = await startCountingListener(handle);
      open.push(listener);
      return listener;
    },
    async closeAll() {
      await Promise.all(open.splice(0).map((listener) => listener.close()));
    },
  };
}

/** Answers `body` to every request. */
export const answering =
  (body: string): Handler =>
  (_req, res) =>
    res.end(body);

/** A 100 MB JSON answer written as the reader takes it, which stops once the reader hangs up. */
export const hugeBody: Handler = (_req, res, listener) => {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  const pump = () => {
    while (listener.written < 100 * 1024 * 1024 && !res.destroyed) {
      listener.written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
};

/** An answer whose headers come at once and whose body never ends. */
export const endlessBody: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.write('{"name":');
};
