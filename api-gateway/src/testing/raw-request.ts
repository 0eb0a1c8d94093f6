import { request, type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';

/**
 * Sends the request line as written and reads the answer: fetch and http.request would clean the path first
 * (resolving `..`, refusing control bytes), and tests of what a hostile client sends need it unclean.
 */
export function rawRequest(base: string, target: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!status)
        return reject(new Error(`no status line for ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 200))}`));
      resolve({ status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** A GET with `headers`, its body as sent: fetch always decompresses, and tests of encodings need the bytes. */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
