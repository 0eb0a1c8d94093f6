import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import type { RemoteBuild, RenderRequest, ServerRender } from '@clinic/contracts/server-render';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { metrics } from '../metrics.ts';
import { RendererPool } from './renderer-pool.ts';

// A stand-in for the shell's server bundle that does what a hostile or broken remote's code could do on the
// server: the walls are the renderer process's, whatever code it runs. Its page is a JSON report of what
// each attempt got, so a test reads what the code could reach as the page a visitor would get.
const HOSTILE_SHELL = String.raw`
const fs = require('node:fs');
exports.createServerRenderer = (options) => {
  const loaded = new Map();
  function probe(url) {
    const report = {};
    const attempt = (name, run) => {
      try { report[name] = String(run()).slice(0, 300); }
      catch (error) { report[name] = 'refused: ' + (error.code || error.message); }
    };
    const port = Number(url.searchParams.get('port'));
    attempt('env', () => JSON.stringify(process.env));
    attempt('secretFile', () => fs.readFileSync(url.searchParams.get('secret'), 'utf8'));
    attempt('gatewaySource', () => fs.readFileSync(url.searchParams.get('source'), 'utf8').slice(0, 20));
    attempt('write', () => fs.writeFileSync(url.searchParams.get('write'), 'planted'));
    attempt('childProcess', () => require('node:child_process').execSync('id'));
    attempt('worker', () => new (require('node:worker_threads').Worker)('1', { eval: true }));
    attempt('addon', () => process.dlopen({ exports: {} }, '/nonexistent.node'));
    attempt('connect', () => require('node:net').connect(port, '127.0.0.1'));
    attempt('fetch', () => fetch('http://127.0.0.1:' + port + '/leak'));
    attempt('httpGet', () => require('node:http').get('http://127.0.0.1:' + port + '/leak'));
    attempt('dns', () => require('node:dns').lookup('leak.example', () => {}));
    attempt('listen', () => require('node:net').createServer().listen(0));
    return report;
  }
  async function body(request) {
    const url = new URL(request.url);
    if (url.pathname === '/probe') return probe(url);
    if (url.pathname === '/spin' && request.builds.mf_search) {
      options.onRemoteRender('mf_search');
      for (;;) {}
    }
    if (url.pathname === '/exit' && request.builds.mf_search) {
      options.onRemoteRender('mf_search');
      process.exit(3);
    }
    if (url.pathname === '/content') {
      const read = (operation, query) => request.loader(request.locale, operation, query).then(
        (value) => value, (error) => ({ name: error.name, message: error.message, status: error.status }));
      const doctors = await read('doctors', { page: 1 });
      request.read = { 'uk doctors': doctors };
      return { doctors, unknown: await read('secrets', {}), badQuery: await read('doctors', { page: 'x' }) };
    }
    if (url.pathname === '/long') return { text: 'Лікар приймає щодня. '.repeat(8000) };
    if (url.pathname === '/file') {
      const answer = async (target) => (await options.fetch(target)).status;
      return { inside: await answer(url.searchParams.get('inside')), outside: await answer(url.searchParams.get('outside')) };
    }
    return { pid: process.pid, builds: Object.keys(request.builds), loaded: [...loaded.keys()] };
  }
  return {
    async load(build) {
      if (build.manifest.metaData.spinOnLoad) for (;;) {}
      const id = build.remote + ' ' + build.manifestUrl;
      loaded.set(id, true);
      return { id, remote: build.remote, version: build.manifest.metaData.buildInfo.buildVersion };
    },
    unload(build) { loaded.delete(build.id); },
    async render(request) {
      const text = JSON.stringify(await body(request));
      return {
        stylesheets: [], ready: Promise.resolve(),
        pipe(destination) {
          // In small writes, as React makes them.
          for (let start = 0; start < text.length; start += 1000) destination.write(text.slice(start, start + 1000));
          destination.end();
          return destination;
        },
        dehydrate: () => request.read || {}, failedParts: () => false, errors: () => [], failedRemotes: () => [], timedOut: () => false,
      };
    },
    async checkRenders(build, loader) {
      if (build.version === 'throws') return ['./search-box (uk): Error: boom'];
      return [];
    },
  };
};
`;

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderers-'));
  dirs.push(dir);
  return dir;
}

let shellEntry: string;
const pools: RendererPool[] = [];

beforeAll(() => {
  shellEntry = path.join(tempDir(), 'main.cjs');
  fs.writeFileSync(shellEntry, HOSTILE_SHELL);
});
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function startPool(
  settings: Partial<ConstructorParameters<typeof RendererPool>[0]['settings']> = {},
  fetch: ConstructorParameters<typeof RendererPool>[0]['fetch'] = async () => new Response('', { status: 404 }),
): RendererPool {
  const pool = new RendererPool({
    settings: { count: 1, timeoutMs: 1_000, maxRssMb: 512, maxRenders: 10_000, ...settings },
    shellServerEntry: shellEntry,
    fetch,
    logger: pino({ level: process.env.DEBUG_POOL ? 'debug' : 'silent' }),
  });
  pools.push(pool);
  return pool;
}

function build(remote: RemoteName, version: string, metaData: Record<string, unknown> = {}): RemoteBuild {
  return {
    remote,
    manifestUrl: `http://builds.test/${remote}/${version}/mf-manifest.json`,
    manifest: { metaData: { buildInfo: { buildVersion: version }, ...metaData } } as unknown as RemoteManifest,
    buildId: version,
  };
}

const noContent: ContentLoader = () => Promise.reject(new Error('no content in this test'));

function request(url: string, builds: RenderRequest['builds'] = {}, loader = noContent): RenderRequest {
  return { url: `http://site.test${url}`, locale: 'uk', status: 200, loader, timeoutMs: 500, builds };
}

async function html(render: ServerRender): Promise<string> {
  await render.ready;
  let text = '';
  const decoder = new StringDecoder('utf8');
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += decoder.write(chunk);
        done();
      },
      final(done) {
        text += decoder.end();
        done();
        resolve();
      },
    });
    sink.on('error', reject);
    render.pipe(sink);
  });
  return text;
}

async function page(pool: RendererPool, url: string, builds?: RenderRequest['builds'], loader?: ContentLoader) {
  const render = await pool.render(request(url, builds, loader));
  return { render, body: JSON.parse(await html(render)) as Record<string, unknown> };
}

async function count(name: 'rendererReplacements' | 'renderBudgetExceeded', labels: Record<string, string>) {
  const values = (await metrics[name].get()).values;
  return (
    values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key as never] === wanted))
      ?.value ?? 0
  );
}

describe('a renderer', () => {
  it('holds no secret, reads no file of the gateway and reaches no network, child process, worker or addon', async () => {
    const secretDir = tempDir();
    const secret = path.join(secretDir, 'gateway.sqlite');
    fs.writeFileSync(secret, 'the database password is hunter2');
    const connections: string[] = [];
    const listener = net.createServer((socket) => {
      connections.push('connected');
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    process.env.PAYMENT_SECRET_OF_THIS_TEST = 'merchant-secret-value';
    try {
      const pool = startPool();
      const query = new URLSearchParams({
        port: String(port),
        secret,
        source: path.join(import.meta.dirname, '..', 'config', 'config.ts'),
        write: path.join(secretDir, 'planted.txt'),
      });
      const { body } = await page(pool, `/probe?${query}`);
      expect(body.secretFile).toBe('refused: ERR_ACCESS_DENIED');
      expect(body.gatewaySource).toBe('refused: ERR_ACCESS_DENIED');
      expect(body.write).toBe('refused: ERR_ACCESS_DENIED');
      expect(body.childProcess).toBe('refused: ERR_ACCESS_DENIED');
      expect(body.worker).toBe('refused: ERR_ACCESS_DENIED');
      expect(body.addon).toMatch(/^refused: ERR_(DLOPEN_DISABLED|ACCESS_DENIED)$/);
      for (const way of ['connect', 'fetch', 'httpGet', 'dns', 'listen'] as const)
        expect(body[way], way).toBe('refused: ERR_ACCESS_DENIED');
      expect(Object.keys(JSON.parse(String(body.env)))).toEqual(
        expect.not.arrayContaining(['PAYMENT_SECRET_OF_THIS_TEST', 'PATH', 'HOME']),
      );
      expect(JSON.stringify(body)).not.toContain('merchant-secret-value');
      expect(JSON.stringify(body)).not.toContain('hunter2');
      expect(fs.existsSync(path.join(secretDir, 'planted.txt'))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(connections).toEqual([]);
    } finally {
      delete process.env.PAYMENT_SECRET_OF_THIS_TEST;
      listener.close();
    }
  });

  it('reads content as the public API answers it, and only files of the builds it was asked to load', async () => {
    const served: string[] = [];
    const pool = startPool({}, async (url) => {
      served.push(url);
      return new Response('chunk', { status: 200 });
    });
    const loaded = await pool.load(build('mf_search', '1.0.0'));
    const doctors: ContentLoader = (async (_locale: string, operation: string, query: unknown) =>
      operation === 'doctors' ? { query } : Promise.reject(new Error('unexpected'))) as ContentLoader;
    const { body, render } = await page(pool, '/content', { mf_search: loaded }, doctors);
    expect(body.doctors).toEqual({ query: { page: 1 } });
    expect(body.unknown).toMatchObject({ message: 'unknown content operation secrets' });
    expect(body.badQuery).toMatchObject({ status: 400 });
    // What the page read comes back as the gateway's own answers, whose text is written once for all pages.
    const answer = { doctors: ['the same answer object'] };
    const same: ContentLoader = (async () => answer) as ContentLoader;
    for (let visit = 0; visit < 3; visit += 1) {
      const again = await page(pool, '/content', { mf_search: loaded }, same);
      expect(again.body.doctors).toEqual(answer);
      expect((again.render.dehydrate() as Record<string, unknown>)['uk doctors']).toBe(answer);
    }
    expect(render.dehydrate()).toEqual({ 'uk doctors': { query: { page: 1 } } });

    const inside = 'http://builds.test/mf_search/1.0.0/ssr/chunk.js';
    const outside = 'http://127.0.0.1:5432/';
    const files = await page(pool, `/file?${new URLSearchParams({ inside, outside })}`, { mf_search: loaded });
    expect(files.body).toEqual({ inside: 200, outside: 403 });
    expect(served).toEqual([inside]);
  });
});

describe('the renderer pool', () => {
  it('replaces a renderer whose render runs past its budget and sends the page without that remote, in the budget', async () => {
    const pool = startPool({ count: 2, timeoutMs: 1_000 });
    const search = await pool.load(build('mf_search', 'spins'));
    const content = await pool.load(build('mf_content', '2.0.0'));
    const before = await count('renderBudgetExceeded', { remote: 'mf_search', version: 'spins' });
    const started = Date.now();
    const spinning = page(pool, '/spin', { mf_search: search, mf_content: content });
    // Meanwhile the other renderer goes on rendering pages, before the spinning one is given up (at 800 ms).
    const other = await page(pool, '/', { mf_content: content });
    expect(Date.now() - started).toBeLessThan(800);
    expect(other.body.builds).toEqual(['mf_content']);

    const { render, body } = await spinning;
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(body.builds).toEqual(['mf_content']);
    expect(render.failedParts()).toBe(true);
    expect(render.failedRemotes()).toEqual(['mf_search']);
    expect(await count('renderBudgetExceeded', { remote: 'mf_search', version: 'spins' })).toBe(before + 1);

    // The replacement is given the builds in service before it takes pages.
    await expect.poll(async () => (await pool.memory()).length, { timeout: 5_000 }).toBe(2);
    for (let index = 0; index < 4; index += 1) {
      const { body: again } = await page(pool, '/', { mf_search: search, mf_content: content });
      expect(again.loaded).toHaveLength(2);
    }
  });

  it('sends a long page whole and in order, over the channel in several pieces', async () => {
    const pool = startPool({ count: 1 });
    const { body } = await page(pool, '/long');
    expect(body.text).toBe('Лікар приймає щодня. '.repeat(8000));
  });

  it('renders the page again when its renderer ends under it, and replaces that renderer', async () => {
    const pool = startPool({ count: 1 });
    const search = await pool.load(build('mf_search', 'exits'));
    const before = await count('rendererReplacements', { reason: 'crashed' });
    const { render, body } = await page(pool, '/exit', { mf_search: search });
    expect(body.builds).toEqual([]);
    expect(render.failedRemotes()).toEqual(['mf_search']);
    expect(await count('rendererReplacements', { reason: 'crashed' })).toBe(before + 1);
    const { body: next } = await page(pool, '/', { mf_search: search });
    expect(next.builds).toEqual(['mf_search']);
  });

  it('replaces a renderer once it has done its number of renders, without a page going unrendered', async () => {
    const pool = startPool({ count: 1, maxRenders: 2 });
    const first = (await page(pool, '/')).body.pid;
    expect((await page(pool, '/')).body.pid).toBe(first);
    // It goes on taking pages until its successor does, then ends.
    await expect.poll(async () => (await page(pool, '/')).body.pid, { timeout: 5_000 }).not.toBe(first);
    await expect.poll(async () => (await pool.memory()).length, { timeout: 5_000 }).toBe(1);
  });

  it('checks a build in a renderer of its own, which a refused build never leaves', async () => {
    const pool = startPool({ count: 1, timeoutMs: 500 });
    expect(await pool.check(build('mf_search', 'throws'), noContent)).toEqual([
      'it throws when rendered on the server: ./search-box (uk): Error: boom',
    ]);
    expect(await pool.check(build('mf_search', 'spins-on-load', { spinOnLoad: true }), noContent)).toEqual([
      'its server code does not load: its code kept the renderer busy for over 500 ms',
    ]);
    expect(await pool.check(build('mf_search', '1.0.0'), noContent)).toEqual([]);
    // None of them reached the renderer that serves pages.
    expect((await page(pool, '/')).body.loaded).toEqual([]);
  });
});
