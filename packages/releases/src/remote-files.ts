import { lookup as dnsLookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import path from 'node:path';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import { REMOTE_FOLDERS } from '@clinic/contracts/runtime-config';

/**
 * The origin the gateway resolves its own remote URLs against (`/remotes/mf-content/…`): those are
 * answered from the folders the gateway serves them from, without a request to itself.
 */
const LOCAL_ORIGIN = 'http://gateway.local';

/** Absolute URL of a remote's file as the gateway reads it: a relative one is on this gateway. */
export function serverRemoteUrl(url: string): string {
  return new URL(url, `${LOCAL_ORIGIN}/`).href;
}

/** A URL as `serverRemoteUrl` gives it, as the pages name it: one on this gateway by its path. */
function pageRemoteUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  return url.origin === LOCAL_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The URL browsers load a build's entry script from, named as the pages name it: on this gateway by its
 * path (`/remotes/mf-content/remoteEntry.js`), elsewhere in full.
 */
export function browserEntryUrl(serverManifestUrl: string, manifest: Pick<RemoteManifest, 'metaData'>): string {
  return pageRemoteUrl(buildFileUrl(serverManifestUrl, manifest, manifest.metaData.remoteEntry));
}

/** Whether a URL (as configured or promoted) is one of the gateway's own. */
export function isOwnRemoteUrl(url: string): boolean {
  return serverRemoteUrl(url).startsWith(`${LOCAL_ORIGIN}/`);
}

/** How a fetch may go: without `origins` (the operator's own URLs), anywhere; with them (a team's), only there. */
interface RemoteFetchInit {
  headers?: Record<string, string>;
  /**
   * The origins a team's token was registered for: a URL or redirect elsewhere is refused before it is
   * requested, and a host name must resolve to public addresses (an origin registered by a private address,
   * such as `http://127.0.0.1:8080`, is the operator's own choice and allowed).
   */
  origins?: readonly string[];
}

export type RemoteFetch = (url: string, init?: RemoteFetchInit) => Promise<Response>;

/** A fetch the gateway would not make or finish: the reason in words a refusal line can end with. */
export class FetchRefused extends Error {
  override name = 'FetchRefused';
}

/** Why `url` is outside a team's `origins`, or undefined when it is inside them (or on the gateway itself). */
export function outsideOrigins(url: string, origins: readonly string[] | undefined): string | undefined {
  if (!origins || url.startsWith(`${LOCAL_ORIGIN}/`)) return undefined;
  const origin = URL.canParse(url) ? new URL(url).origin : url;
  if (origins.includes(origin)) return undefined;
  return `${origin} is not one of the token's origins (${origins.join(', ') || 'none'})`;
}

/** Where no team's fetch may land unless the operator named the address: this machine, its networks, the rest that is no public host. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the long-deprecated IPv4-compatible ones a stack may still reach.
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an address is a public host's; IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) count as their IPv4 one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves a host name to every address it has (the system's resolver, as a connection would use). */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

const MAX_REDIRECTS = 5;
const NULL_BODY = new Set([204, 205, 304]);

interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  resolve: Resolve;
}

/** A connection's name lookup that hands over only addresses a team may reach: the address checked is the one connected to. */
function checkedLookup(resolve: Resolve, publicOnly: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((entry) => !options.family || entry.family === options.family);
        if (!addresses.length)
          return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        if (publicOnly && addresses.some((entry) => !isPublicAddress(entry.address)))
          return callback(
            new FetchRefused(`its host ${hostname} resolves to a loopback, link-local or private address`),
            '',
            0,
          );
        if (options.all) return (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** The answer's body as a stream that errors, and stops reading, past `maxBytes` or when `signal` fires. */
function limitedBody(message: IncomingMessage, maxBytes: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  let received = 0;
  const onAbort = () => message.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  message.once('close', () => signal.removeEventListener('abort', onAbort));
  return (Readable.toWeb(message) as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          message.destroy();
          controller.error(new FetchRefused(`it is larger than ${maxBytes} bytes (REMOTE_FETCH_MAX_BYTES)`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** One request, no redirect followed: the answer as a `Response` whose body is read as it arrives. */
function requestOnce(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  lookup: LookupFunction,
  maxBytes: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { headers, signal, lookup, agent: false },
      (message) => {
        const status = message.statusCode ?? 0;
        if (status < 200 || status > 599) {
          message.destroy();
          return reject(new FetchRefused(`it answered with no valid HTTP status (${status})`));
        }
        const length = Number(message.headers['content-length']);
        if (Number.isFinite(length) && length > maxBytes) {
          message.destroy();
          return reject(new FetchRefused(`it is larger than ${maxBytes} bytes (REMOTE_FETCH_MAX_BYTES)`));
        }
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(message.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            answerHeaders.append(name, one);
        const body = NULL_BODY.has(status) ? null : limitedBody(message, maxBytes, signal);
        if (!body) message.resume();
        resolve(new Response(body, { status, headers: answerHeaders }));
      },
    );
    // A time-out rejects with the signal's own reason, which callers tell apart from a network error.
    request.once('error', (error) => reject(signal.aborted ? signal.reason : error));
    request.end();
  });
}

/**
 * Fetches a remote's file from its origin, within `timeoutMs` for the whole answer (body included) and
 * `maxBytes`. A team's fetch (`init.origins`) follows redirects only within the same origin and connects
 * only where its origins allow; the operator's follows any redirect, as a browser would.
 */
async function fetchRemote(url: string, init: RemoteFetchInit | undefined, limits: FetchLimits): Promise<Response> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const origins = init?.origins;
  const headers = { 'Cache-Control': 'no-cache', ...init?.headers };
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new FetchRefused(`${url} is not an absolute URL`);
  }
  for (let redirects = 0; ; redirects++) {
    if (!/^https?:$/.test(current.protocol)) throw new FetchRefused(`${current.href} is not an http(s) URL`);
    const outside = outsideOrigins(current.href, origins);
    if (outside) throw new FetchRefused(outside);
    // A host named by its address is in the token's origins by now: the operator registered that address.
    const byAddress = isIP(current.hostname.replace(/^\[|\]$/g, '')) !== 0 || current.hostname === 'localhost';
    const lookup = checkedLookup(limits.resolve, !!origins && !byAddress);
    const response = await requestOnce(current, headers, signal, lookup, limits.maxBytes);
    const location = response.headers.get('location');
    if (![301, 302, 303, 307, 308].includes(response.status) || !location) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = URL.canParse(location, current) ? new URL(location, current) : undefined;
    if (!next) throw new FetchRefused(`it redirects to ${location}, which is no URL`);
    if (origins && next.origin !== current.origin)
      throw new FetchRefused(`it redirects to another origin (${next.origin})`);
    if (redirects === MAX_REDIRECTS) throw new FetchRefused(`it redirects more than ${MAX_REDIRECTS} times`);
    current = next;
  }
}

/**
 * A fetch that holds every URL on a team's registered origin to a team's rules, whoever asks: the
 * background rounds that read a build in service again and the renderer that loads its code ask without a
 * token, yet a team's build must not redirect or resolve them into the gateway's network after its
 * promotion. The operator's URLs on other origins are read as before.
 */
export function holdingTeamOrigins(fetch: RemoteFetch, registered: () => Promise<readonly string[]>): RemoteFetch {
  return async (url, init) => {
    if (init?.origins || url.startsWith(`${LOCAL_ORIGIN}/`) || !URL.canParse(url)) return fetch(url, init);
    const origins = await registered();
    return fetch(url, origins.includes(new URL(url).origin) ? { ...init, origins } : init);
  };
}

/**
 * Reads a remote's file by absolute URL. The gateway's own `/remotes/<remote>/<file>` is the file
 * `APPS_DIR/<remote>/dist/<file>`, read from disk: the same bytes the static route serves at that URL.
 * Any other URL is fetched from its origin, given up after `timeoutMs` and cut off past `maxBytes`.
 */
export function remoteFiles({
  appsDir,
  timeoutMs,
  maxBytes,
  resolve = systemResolve,
}: {
  appsDir: string;
  timeoutMs: number;
  maxBytes: number;
  /** How host names are resolved (tests give names of their own). */
  resolve?: Resolve;
}): RemoteFetch {
  const roots = new Map<string, string>(
    Object.values(REMOTE_FOLDERS).map((folder) => [folder, path.join(appsDir, folder, 'dist')]),
  );
  return async (url, init) => {
    if (!url.startsWith(`${LOCAL_ORIGIN}/`)) return fetchRemote(url, init, { timeoutMs, maxBytes, resolve });
    const { pathname } = new URL(url);
    const [, prefix, folder, ...rest] = pathname.split('/');
    const root = folder ? roots.get(folder) : undefined;
    try {
      const file = root ? path.join(root, ...rest.map(decodeURIComponent)) : undefined;
      if (prefix !== 'remotes' || !root || !file || !file.startsWith(root + path.sep))
        return new Response('not found', { status: 404 });
      return new Response(await readFile(file), { status: 200, headers: { 'Access-Control-Allow-Origin': '*' } });
    } catch {
      // A file that is not there, or a path whose escapes do not decode.
      return new Response('not found', { status: 404 });
    }
  };
}
