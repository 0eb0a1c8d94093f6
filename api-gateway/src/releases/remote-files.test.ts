import { afterEach, describe, expect, it } from 'vitest';
import { fetchFailure } from '@clinic/releases/release-check';
import { createToken, registeredOrigins, SqliteReleaseStore } from '@clinic/releases/release-store';
import {
  browserEntryUrl,
  holdingTeamOrigins,
  isPublicAddress,
  remoteFiles,
  serverRemoteUrl,
} from '@clinic/releases/remote-files';
import { openDatabase } from '../store/sqlite-database.ts';
import { answering, countingListeners, endlessBody, hugeBody } from './testing/counting-listener.ts';

const metaData = (remoteEntry = { name: 'remoteEntry.js', path: '' }) => ({
  buildInfo: { buildVersion: '1' },
  remoteEntry,
  publicPath: 'auto',
  chunkStylesheets: {},
  browserFiles: [],
});

/** The browser entry of a build whose manifest is at `manifestUrl`, as configured or promoted. */
const entryOf = (manifestUrl: string, meta = metaData()) =>
  browserEntryUrl(serverRemoteUrl(manifestUrl), { metaData: meta });

describe('remote URLs as the pages name them', () => {
  it('names the browser entry of a build on the site relative to the site, and one elsewhere in full', () => {
    expect(entryOf('/remotes/mf-content/mf-manifest.json')).toBe('/remotes/mf-content/remoteEntry.js');
    expect(entryOf('https://cdn.example/mf-search/B/mf-manifest.json')).toBe(
      'https://cdn.example/mf-search/B/remoteEntry.js',
    );
    expect(entryOf('/remotes/mf-content/mf-manifest.json', metaData({ name: 'entry.js', path: 'browser/' }))).toBe(
      '/remotes/mf-content/browser/entry.js',
    );
  });
});

const { listen, closeAll } = countingListeners();
afterEach(closeAll);

const fetchOf = (options: Partial<Parameters<typeof remoteFiles>[0]> = {}) =>
  remoteFiles({ appsDir: '/nonexistent', timeoutMs: 2_000, maxBytes: 1_000_000, ...options });

/** What a fetch was refused with (its message), or `answered <status>`. */
async function outcome(promise: Promise<Response>): Promise<string> {
  try {
    const response = await promise;
    await response.text();
    return `answered ${response.status}`;
  } catch (error) {
    return fetchFailure(error);
  }
}

describe('the gateway’s own remote files', () => {
  it('answers 404 for a path that is not one of them, or whose escapes do not decode', async () => {
    const fetch = fetchOf();
    expect((await fetch(serverRemoteUrl('/remotes/mf-search/%zz'))).status).toBe(404);
    expect((await fetch(serverRemoteUrl('/etc/passwd'))).status).toBe(404);
  });
});

describe('a team’s fetch', () => {
  it('asks nothing of a URL outside its origins', async () => {
    const other = await listen(answering('{}'));
    expect(await outcome(fetchOf()(`${other.url}/mf-manifest.json`, { origins: ['https://cdn.example'] }))).toBe(
      `${other.url} is not one of the token's origins (https://cdn.example)`,
    );
    expect(other.requests).toBe(0);
  });

  it('follows a redirect within its origin and refuses one to another, which gets no request', async () => {
    const other = await listen(answering('elsewhere'));
    const team = await listen((req, res) => {
      if (req.url === '/same') res.writeHead(302, { location: '/file' }).end();
      else if (req.url === '/away') res.writeHead(307, { location: `${other.url}/file` }).end();
      else res.end('here');
    });
    const fetch = fetchOf();
    const origins = [team.url];
    expect(await (await fetch(`${team.url}/same`, { origins })).text()).toBe('here');
    expect(await outcome(fetch(`${team.url}/away`, { origins }))).toBe(`it redirects to another origin (${other.url})`);
    expect(other.requests).toBe(0);
    // The operator's own URLs go where they redirect, as before.
    expect(await (await fetch(`${team.url}/away`)).text()).toBe('elsewhere');
  });

  it('reaches no loopback or private address through a host name, open port or closed, unless registered by address', async () => {
    const internal = await listen(answering('{}'));
    const fetch = fetchOf({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const named = `http://cdn.team.test:${internal.port}`;
    const refusal = `its host cdn.team.test resolves to a loopback, link-local or private address`;
    expect(await outcome(fetch(`${named}/mf-manifest.json`, { origins: [named] }))).toBe(refusal);
    await internal.close();
    // The same answer whether anything listens there or not: the caller learns nothing of the port.
    expect(await outcome(fetch(`${named}/mf-manifest.json`, { origins: [named] }))).toBe(refusal);
    expect(internal.requests).toBe(0);
    const registered = await listen(answering('{}'));
    expect(await outcome(fetch(`${registered.url}/mf-manifest.json`, { origins: [registered.url] }))).toBe(
      'answered 200',
    );
  });

  it('tells public addresses from loopback, link-local and private ones, IPv4-mapped IPv6 included', () => {
    const notPublic = [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      'not an address',
    ];
    expect(notPublic.filter(isPublicAddress)).toEqual([]);
    const publicOnes = ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'];
    expect(publicOnes.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it('cuts a body at the limit as it arrives: a 100 MB answer is never read whole', async () => {
    const huge = await listen(hugeBody);
    expect(await outcome(fetchOf()(`${huge.url}/mf-manifest.json`, { origins: [huge.url] }))).toBe(
      'it is larger than 1000000 bytes (REMOTE_FETCH_MAX_BYTES)',
    );
    // What the server got out before the gateway hung up is the limit and what sockets buffer, far from 100 MB.
    expect(huge.written).toBeLessThan(16 * 1024 * 1024);
    const announced = await listen((_req, res) => res.writeHead(200, { 'content-length': '5000000' }).end());
    expect(await outcome(fetchOf()(`${announced.url}/m.json`))).toBe(
      'it is larger than 1000000 bytes (REMOTE_FETCH_MAX_BYTES)',
    );
  });

  it('gives up a body that comes too slowly within the time-out of the whole fetch', async () => {
    const slow = await listen(endlessBody);
    const started = Date.now();
    expect(await outcome(fetchOf({ timeoutMs: 300 })(`${slow.url}/mf-manifest.json`, { origins: [slow.url] }))).toBe(
      'no answer in time',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the gateway’s own reads of a team’s build (background rounds, the renderer)', () => {
  it('hold a standing token’s origins to a team’s rules, and the operator’s other URLs to none', async () => {
    const internal = await listen(answering('internal'));
    const redirecting: Parameters<typeof listen>[0] = (req, res) =>
      res.writeHead(302, { location: `${internal.url}${req.url}` }).end();
    const team = await listen(redirecting);
    const revoked = await listen(redirecting);
    const operator = await listen(redirecting);
    const store = new SqliteReleaseStore(openDatabase(':memory:'));
    await createToken(store, 'mf_search', 'search team', [team.url]);
    const old = await createToken(store, 'mf_booking', 'booking team', [revoked.url]);
    await store.revokeToken(old.record.id, Date.now());
    const fetch = holdingTeamOrigins(fetchOf(), registeredOrigins(store, 1_000));
    expect(await outcome(fetch(`${team.url}/mf-manifest.json`))).toBe(
      `it redirects to another origin (${internal.url})`,
    );
    expect(internal.requests).toBe(0);
    expect(await outcome(fetch(`${revoked.url}/mf-manifest.json`))).toBe('answered 200');
    expect(await outcome(fetch(`${operator.url}/mf-manifest.json`))).toBe('answered 200');
  });
});
