import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/services.ts';
import { startVarnish, varnishUnavailable, type RunningVarnish } from '../testing/varnish.ts';
import { startGatewayProcess, type RunningGatewayProcess } from '../testing/start-gateway-process.ts';

// The gateway behind Varnish with the repository's VCL, trusting it for the forwarded protocol and with no
// PUBLIC_URL: what one request asks for must not become what every visitor gets from the cache.

const unavailable = varnishUnavailable();
if (unavailable) console.warn(`Skipping the shared-cache key test: ${unavailable}`);

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe.skipIf(unavailable)('the shared cache’s key, through Varnish', () => {
  let gateway: RunningGatewayProcess;
  let varnish: RunningVarnish;

  beforeAll(async () => {
    const gatewayPort = await freePort();
    varnish = await startVarnish(gatewayPort);
    gateway = await startGatewayProcess(
      { PORT: String(gatewayPort), TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '0' },
      { timeoutMs: 60_000 },
    );
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await varnish?.stop();
  });

  it('keeps a page asked for with X-Forwarded-Proto: https apart from the one every visitor gets', async () => {
    const poisoned = await fetch(`${varnish.url}/en/clinics`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(canonicalOf(await poisoned.text())).toBe(`https://${new URL(varnish.url).host}/en/clinics`);
    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(`${varnish.url}/en/clinics`);
      expect(page.status).toBe(200);
      expect(canonicalOf(await page.text())).toBe(`${varnish.url}/en/clinics`);
    }
    // Any other value is dropped, not a cache entry of its own.
    const madeUp = await fetch(`${varnish.url}/en/clinics`, { headers: { 'X-Forwarded-Proto': 'gopher' } });
    expect(madeUp.headers.get('x-cache')).toBe('HIT');
    expect(canonicalOf(await madeUp.text())).toBe(`${varnish.url}/en/clinics`);
  });

  it('keys a page by the canary decisions a visitor holds, not by the id and signature of their visit', async () => {
    const withCookie = (value: string) =>
      fetch(`${varnish.url}/en/prices`, { headers: { Cookie: `mf-canary=${value}` } });
    expect((await withCookie('mf_search:0123456789:0.AAAAAAAAAAAAAAAA.first')).headers.get('x-cache')).toBe('MISS');
    expect((await withCookie('mf_search:0123456789:0.BBBBBBBBBBBBBBBB.second')).headers.get('x-cache')).toBe('HIT');
    expect((await withCookie('mf_search:9876543210:0.AAAAAAAAAAAAAAAA.first')).headers.get('x-cache')).toBe('MISS');
  });

  it('answers 404 for a page number or category a list cannot show, and never caches a render of it as a page', async () => {
    const statusOf = async (address: string) => (await fetch(`${varnish.url}${address}`)).status;
    expect(await statusOf('/likari?page=2')).toBe(200);
    expect(await statusOf('/zahvoryuvannya?category=sertse-i-sudyny')).toBe(200);
    for (const address of [
      '/likari?page=abc',
      '/likari?page=0',
      '/likari?page=999999',
      '/likari?page=2&page=3',
      '/blog?category=made-up',
      '/blog?category=%3Cscript%3E',
      '/?page=2',
      '/likari?category=krasa-i-dohliad',
    ]) {
      expect(await statusOf(address), address).toBe(404);
      const again = await fetch(`${varnish.url}${address}`);
      expect(again.status, address).toBe(404);
      expect(again.headers.get('cache-control'), address).not.toMatch(/stale-while-revalidate/);
    }
  });

  it('takes a purge only on its purge address: a visitor, through any proxy, drops nothing', async () => {
    await fetch(`${varnish.url}/en/vacancies`);
    const purge = (base: string) => fetch(base, { method: 'PURGE', headers: { 'xkey-purge': 'pages' } });
    const refused = await purge(`${varnish.url}/`);
    expect(refused.status).toBe(403);
    expect((await fetch(`${varnish.url}/en/vacancies`)).headers.get('x-cache')).toBe('HIT');
    const taken = await purge(varnish.purgeUrl);
    expect(taken.status).toBe(200);
    expect(await taken.text()).toMatch(/Dropped [1-9]\d* objects/);
    expect((await fetch(`${varnish.url}/en/vacancies`)).headers.get('x-cache')).toBe('MISS');
  });
});
