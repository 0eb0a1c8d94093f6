import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { DATASET_DIR } from '../paths.ts';
import { loadPicture, renderOgImage, wrapTitle } from './og-image.ts';

/** Pixels at least this dark are the title's ink (the background is #f5f7f7). */
function darkPixels(png: PNG, region: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const at = (y * png.width + x) * 4;
      if (png.data[at]! < 90 && png.data[at + 1]! < 90 && png.data[at + 2]! < 90) count++;
    }
  }
  return count;
}

const TITLE_AREA = { x: 40, y: 150, width: 640, height: 440 };
const roots = {
  mediaDir: path.join(DATASET_DIR, 'media'),
  shellDistDir: mkdtempSync(path.join(os.tmpdir(), 'shell-dist-')),
  timeoutMs: 2_000,
};

describe('wrapTitle', () => {
  it('breaks at spaces within the width and cuts what does not fit with an ellipsis', () => {
    expect(wrapTitle('Олена Коваленко — лікарка-дерматовенерологиня у Києві', 38, 608, 4)).toEqual([
      'Олена Коваленко\u00a0—',
      'лікарка-',
      'дерматовенерологиня у',
      'Києві',
    ]);
    const cut = wrapTitle(Array.from({ length: 40 }, () => 'слово').join(' '), 60, 608, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/…$/);
  });
});

describe('renderOgImage', () => {
  it('makes a 1200×630 PNG whose Cyrillic title is drawn with the packaged font', async () => {
    const png = PNG.sync.read(
      await renderOgImage({ title: 'Акне: симптоми, діагностика та лікування у Києві', siteName: 'Клініки «Вереск»' }),
    );
    expect([png.width, png.height]).toEqual([1200, 630]);
    const blank = PNG.sync.read(await renderOgImage({ title: '', siteName: 'Клініки «Вереск»' }));
    expect(darkPixels(blank, TITLE_AREA)).toBe(0);
    expect(darkPixels(png, TITLE_AREA)).toBeGreaterThan(5_000);
  });

  it('puts the page’s picture on the right', async () => {
    const picture = await loadPicture('/media/directions/dermatolohiia.svg', roots);
    expect(picture).toMatch(/^data:image\/svg\+xml;base64,/);
    const withPicture = PNG.sync.read(await renderOgImage({ title: 'A', siteName: 'S', picture }));
    const without = PNG.sync.read(await renderOgImage({ title: 'A', siteName: 'S' }));
    const right = (png: PNG) => png.data.subarray((300 * 1200 + 960) * 4, (300 * 1200 + 961) * 4).join(',');
    expect(right(withPicture)).not.toBe(right(without));
  });
});

describe('loadPicture', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(200);
    const body = PNG.sync.write(png);
    server = http.createServer((req, res) => {
      if (req.url === '/photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(body);
      if (req.url === '/page.html')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      res.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches a CMS picture given as an absolute URL', async () => {
    expect(await loadPicture(`${base}/photo.png`, roots)).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    ['a missing remote picture', () => `${base}/missing.png`],
    ['a remote answer that is not an image', () => `${base}/page.html`],
    ['a missing media file', () => '/media/doctors/nobody.svg'],
    ['a path out of the media folder', () => '/media/../../package.json'],
  ])('gives no picture for %s', async (_what, source) => {
    expect(await loadPicture(source(), roots)).toBeUndefined();
  });
});

describe('GET /og/<locale>/<page>.png', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    const shell = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(
      path.join(shell, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0f6b6e"/></svg>',
    );
    gateway = await startGateway({ env: { SHELL_DIST_DIR: shell } });
  });
  afterAll(() => gateway.close());

  it.each(['/en/blog/yak-pidibraty-sanskrin', '/', '/likari/olena-kovalenko'])(
    'serves the og:image of %s as a cached 1200×630 PNG',
    async (page) => {
      const html = await (await fetch(`${gateway.url}${page}`)).text();
      const url = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
      expect(url).toMatch(/\/og\/(?:uk|en)\/.+\.png$/);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const body = Buffer.from(await response.arrayBuffer());
      const png = PNG.sync.read(body);
      expect([png.width, png.height]).toEqual([1200, 630]);
      expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(body)).toBe(true);
    },
  );

  it.each(['/og/uk/blog/no-such-post.png', '/og/xx/blog.png', '/og/uk/en/blog.png'])(
    'answers 404 JSON for %s',
    async (target) => {
      const response = await fetch(`${gateway.url}${target}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { status: 404, message: expect.any(String) } });
    },
  );
});
