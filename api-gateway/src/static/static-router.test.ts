import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { rawGet, rawRequest } from '../testing/raw-request.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

let dir: string;
const gateways: RunningGateway[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-router-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="uk"><head><!--head--></head><body><!--page-data--></body></html>',
  );
  write('shell/dist/main.6047f72d.js', 'console.log(1);');
  // A file named like a page's address, which no build makes.
  write('shell/dist/likari', 'not a page');
  write('shell/dist/main.6047f72d.js.map', '{"version":3,"sources":["webpack://shell/src/secret-logic.ts"]}');
  write('mf-content/dist/remoteEntry.js', 'var mf_content;');
  // The copies a production build writes beside each script, compressed once.
  fs.writeFileSync(path.join(dir, 'shell/dist/main.6047f72d.js.br'), zlib.brotliCompressSync('console.log(1);'));
  fs.writeFileSync(path.join(dir, 'shell/dist/main.6047f72d.js.gz'), zlib.gzipSync('console.log(1);'));
  fs.writeFileSync(path.join(dir, 'mf-content/dist/remoteEntry.js.br'), zlib.brotliCompressSync('var mf_content;'));
  write('mf-content/dist/210.b95f2a14.js.map', '{"version":3,"sources":["webpack://mf-content/src/pages.tsx"]}');
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<string> {
  const gateway = await startGateway({ env: { APPS_DIR: dir, ...env } });
  gateways.push(gateway);
  return gateway.url;
}

describe('source maps', () => {
  it('are not served by default, from the shell or a remote, while the scripts are', async () => {
    const base = await start();
    expect((await fetch(`${base}/main.6047f72d.js`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/mf-content/remoteEntry.js`)).status).toBe(200);
    for (const map of ['/main.6047f72d.js.map', '/MAIN.6047F72D.JS.MAP', '/remotes/mf-content/210.b95f2a14.js.map']) {
      const response = await fetch(`${base}${map}`);
      expect(response.status, map).toBe(404);
      expect(await response.json()).toEqual({ error: { status: 404, message: 'Not found' } });
    }
  });

  it('are served with SOURCE_MAPS_PUBLIC=true', async () => {
    const base = await start({ SOURCE_MAPS_PUBLIC: 'true' });
    const response = await fetch(`${base}/main.6047f72d.js.map`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('secret-logic.ts');
    expect((await fetch(`${base}/remotes/mf-content/210.b95f2a14.js.map`)).status).toBe(200);
  });

  it('SOURCE_MAPS_PUBLIC takes only true or false', () => {
    expect(() => loadConfig({ SOURCE_MAPS_PUBLIC: 'yes' })).toThrow('SOURCE_MAPS_PUBLIC: must be true or false');
  });
});

describe('private files, however the path is spelled', () => {
  it('the source maps and the server bundle are 404 through percent-encodings, doubled slashes and dot segments', async () => {
    fs.mkdirSync(path.join(dir, 'shell/dist/ssr'), { recursive: true });
    // A chunk of the server bundle (its entry, main.cjs, would be loaded by this gateway as its renderer).
    fs.writeFileSync(path.join(dir, 'shell/dist/ssr/398.cjs'), 'module.exports = "server bundle";');
    const base = await start();
    const spellings = [
      '/main.6047f72d.js.%6dap',
      '/main.6047f72d.js.ma%70',
      '/main.6047f72d.js%2emap',
      '/main.6047f72d.js.%6D%61%70',
      '//main.6047f72d.js.map',
      '/x/../main.6047f72d.js.map',
      '/remotes/mf-content/210.b95f2a14.js.%6dap',
      '/remotes/mf-content/./210.b95f2a14.js.map',
      '/ssr/398.cjs',
      '/%73sr/398.cjs',
      '/%73%73%72/398.cjs',
      '//ssr/398.cjs',
      '/./ssr/398.cjs',
      '/x/../ssr/398.cjs',
      '/x/%2e%2e/ssr/398.cjs',
      '/x%2f..%2fssr%2f398.cjs',
      '/ssr%2f398.cjs',
    ];
    for (const spelling of spellings) {
      const answer = await rawRequest(base, spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.body, spelling).not.toContain('secret-logic');
      expect(answer.body, spelling).not.toContain('server bundle');
    }
    expect((await rawRequest(base, '/main.6047f72d.js')).status).toBe(200);
  });
});

describe('the shell’s files', () => {
  it('are those with an extension: a page’s address is never answered from disk', async () => {
    const base = await start();
    expect(await (await fetch(`${base}/main.6047f72d.js`)).text()).toBe('console.log(1);');
    const page = await fetch(`${base}/likari`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).not.toContain('not a page');
  });
});

describe('scripts compressed at build time', () => {
  it('are sent as the build compressed them, Brotli first, for the encodings the browser takes', async () => {
    const base = await start();
    const brotli = await rawGet(`${base}/main.6047f72d.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(fs.readFileSync(path.join(dir, 'shell/dist/main.6047f72d.js.br')));
    expect(brotli.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(`${base}/main.6047f72d.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe('console.log(1);');

    const plain = await rawGet(`${base}/main.6047f72d.js`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1);');
    expect(plain.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
  });

  it('keep the caching of the file they stand for: a remote’s entry script is revalidated on every load', async () => {
    const base = await start();
    const entry = await rawGet(`${base}/remotes/mf-content/remoteEntry.js`, { 'Accept-Encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(entry.body).toString()).toBe('var mf_content;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });
});
