import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
