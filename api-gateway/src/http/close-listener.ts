import { closeSync, openSync, readSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';

/** Under unbroken load the listener closes after this anyway. */
const WAIT_MAX_MS = 1_000;
/** Where the kernel's queue cannot be read: a turn of the event loop this short ran no request's code. */
const QUIET_TURN_MS = 0.1;
/**
 * Listening sockets come first in /proc/net/tcp, so one read of this much holds ours. No more: the kernel
 * writes the rest of the read after our line, and a connection it completes meanwhile is one the count missed.
 */
const PROC_READ_BYTES = 16 * 1024;
const TCP_LISTEN = '0A';

/** An address as /proc/net/tcp(6) writes it: the bytes in network order, read back as 32-bit words of this (little-endian) machine. */
function procAddress(address: string): string {
  const bytes = net.isIPv4(address) ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
  let hex = '';
  for (let word = 0; word < bytes.length; word += 4)
    hex += bytes.readUInt32LE(word).toString(16).toUpperCase().padStart(8, '0');
  return hex;
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  const bytes = Buffer.alloc(16);
  all.forEach((group, index) => bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2));
  return bytes;
}

/**
 * Connections the kernel has completed on the listening socket at `address` that no process has
 * accepted yet: the socket's `rx_queue` in /proc/net/tcp(6); undefined where that cannot be read
 * (not Linux). Only the first block of the file is read: listening sockets are listed first.
 */
function unacceptedConnections({ address, family, port }: net.AddressInfo): number | undefined {
  const file = family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp';
  const local = `${procAddress(address)}:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const buffer = Buffer.alloc(PROC_READ_BYTES);
  let text: string;
  try {
    const fd = openSync(file, 'r');
    try {
      text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, PROC_READ_BYTES, null));
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  // Only our line is split (sl local_address rem_address st tx_queue:rx_queue …): the count is read and the
  // socket closed with as little in between as can be.
  for (let at = text.indexOf(` ${local} `); at !== -1; at = text.indexOf(` ${local} `, at + 1)) {
    const end = text.indexOf('\n', at);
    // A line the read cut short holds no count to trust.
    if (end === -1) break;
    const fields = text
      .slice(text.lastIndexOf('\n', at) + 1, end)
      .trim()
      .split(/\s+/);
    if (fields[1] === local && fields[3] === TCP_LISTEN) return Number.parseInt(fields[4]?.split(':')[1] ?? '', 16);
  }
  return undefined;
}

/**
 * Closes `server`'s listening socket without resetting a connection that carries a request.
 *
 * Closing a listening socket resets every connection the kernel completed that the process has not
 * accepted yet, and a client (a proxy) has usually written its request on it already: it cannot tell
 * whether the request was taken, and a proxy does not pass a POST on to another server then. So a
 * connection accepted from now on is not read until the listener is closed (`pauseOnConnect`), which
 * keeps the turns of the event loop short (each accepts whatever waits, and only the work in hand
 * runs), and the socket is closed right after a turn at a moment the kernel holds no connection for
 * it: checked in /proc on Linux; elsewhere, a turn too short to have let one in. Resolves once it is
 * closed, with how many connections the kernel still held then (reset with it: only when the wait for
 * none ran out) and the connections held, which are read from then on and answered as usual.
 */
export function closeListener(server: Server): Promise<{ waiting: number | undefined; held: Socket[] }> {
  const held: Socket[] = [];
  const hold = (socket: Socket) => held.push(socket);
  // A documented option of net.createServer, read at each connection; @types/node leaves it off the instance.
  (server as Server & { pauseOnConnect: boolean }).pauseOnConnect = true;
  server.on('connection', hold);
  const address = server.address();
  const listening = typeof address === 'object' && address ? address : undefined;
  const giveUpAt = performance.now() + WAIT_MAX_MS;

  return new Promise((resolve) => {
    const close = (waiting: number | undefined) => {
      // http.Server's own close() would also close idle connections at once: a held one among them.
      net.Server.prototype.close.call(server);
      server.off('connection', hold);
      for (const socket of held) socket.resume();
      resolve({ waiting, held });
    };
    const attempt = () => {
      const scheduled = performance.now();
      // The next turn's poll phase accepts whatever is waiting; its check phase comes right after it.
      setImmediate(() => {
        const now = performance.now();
        const waiting = listening && unacceptedConnections(listening);
        const none = waiting === undefined ? now - scheduled < QUIET_TURN_MS : waiting === 0;
        if (none || now > giveUpAt) close(waiting);
        else attempt();
      });
    };
    attempt();
  });
}
