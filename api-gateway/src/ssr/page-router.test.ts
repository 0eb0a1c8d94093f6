import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

// A shell built without its server bundle: the gateway fills the same template as a page the browser renders.
const TEMPLATE =
  '<!doctype html><html lang="uk"><head><meta charset="utf-8"><link rel="stylesheet" href="/main.css"></head>' +
  '<body><script defer src="/main.js"></script></body></html>';

describe('pages of a shell without a server bundle', () => {
  const folders: string[] = [];
  const gateways: RunningGateway[] = [];
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  async function gatewayWith(files: Record<string, string>): Promise<RunningGateway> {
    const shellDist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    folders.push(shellDist);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(shellDist, file)), { recursive: true });
      writeFileSync(path.join(shellDist, file), text);
    }
    const gateway = await startGateway({ env: { SHELL_DIST_DIR: shellDist } });
    gateways.push(gateway);
    return gateway;
  }

  it('answers the page with its head and runtime config, an unmarked root for the browser to render, and a CSP that allows its inline scripts by hash', async () => {
    const gateway = await gatewayWith({ 'index.html': TEMPLATE });
    const response = await fetch(`${gateway.url}/en/clinics`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-server-rendered');
    expect(html).toContain('<script id="runtime-config" type="application/json">');
    expect(html).toContain('["/main.js"]');
    const policy = response.headers.get('content-security-policy')!;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
    );
    expect(inline).toHaveLength(2);
    for (const hash of inline) expect(policy).toContain(hash);
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/likari/nobody`)).status).toBe(404);
  });

  it('is not ready, and says why, until the shell is built', async () => {
    const gateway = await gatewayWith({});
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', checks: { shellBuild: false } });
  });
});

describe('a preview link', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  /** A GET of `target` exactly as written (fetch would resolve `//host` and `/\host` itself): its status and Location. */
  function get(target: string): Promise<{ status: number; location: string | undefined }> {
    const { hostname, port } = new URL(gateway.url);
    return new Promise((resolve, reject) => {
      request({ hostname, port, path: target }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      })
        .on('error', reject)
        .end();
    });
  }

  it('is asked for again without its token, at the same path and query', async () => {
    expect(await get('/en/doctors?mf-preview=x.y&page=2')).toEqual({ status: 302, location: '/en/doctors?page=2' });
  });

  it('never sends the browser to another site, however its path begins', async () => {
    for (const target of [
      '//evil.example?mf-preview=x',
      '/\\evil.example?mf-preview=x',
      '///evil.example/en?mf-preview=x',
      '/\\/evil.example?mf-preview=x',
      '/\\\\evil.example?mf-preview=x',
    ]) {
      const { status, location } = await get(target);
      // A path with a backslash is refused before any page; the others go to a path of this site.
      expect([302, 400], target).toContain(status);
      if (location === undefined) continue;
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, gateway.url).origin, target).toBe(gateway.url);
    }
    expect(await get('//evil.example?mf-preview=x')).toEqual({ status: 302, location: '/evil.example' });
  });
});
