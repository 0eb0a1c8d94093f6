import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiBase } from '@clinic/api-client/base';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ApiServer {
  /** The server's base URL, with a trailing slash: what `setApiBase` is given. */
  base: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  /** How the server answers from now on (by default 200 `{}`). */
  answer(handler: (request: ReceivedRequest, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 standing in for the gateway: it records what the client sends and answers as told. */
export async function startApiServer(): Promise<ApiServer> {
  const received: ReceivedRequest[] = [];
  let handler: (request: ReceivedRequest, res: ServerResponse) => void = (_request, res) => json(res, 200, {});
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      received.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with `body` as JSON and `status`. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A stand-in for the calling test file: started before its tests, the client's API base before each, stopped after them. */
export function apiServerForEachTest(): Omit<ApiServer, 'close'> {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    setApiBase(started().base);
    started().received.length = 0;
  });
  const started = () => {
    if (!server) throw new Error('the stand-in API server is used outside its tests');
    return server;
  };
  return {
    get base() {
      return started().base;
    },
    get received() {
      return started().received;
    },
    answer: (handler) => started().answer(handler),
  };
}
