import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../metrics.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
let gateway: RunningGateway;

beforeAll(async () => {
  origin = await startStaticOrigin();
  writeBuild(path.join(origin.dir, 'search'), { version: 's1' });
  gateway = await startGateway({ env: { REMOTE_SEARCH_URL: `${origin.url}/search/mf-manifest.json` } });
});
afterAll(async () => {
  await gateway.close();
  await origin.close();
});

/** The token a page of the gateway carries for the reports its browser sends. */
const pageToken = async (base = gateway.url) =>
  /report-uri \/reports\/csp\?t=([^;\s]+)/.exec(
    (await fetch(`${base}/en`)).headers.get('content-security-policy') ?? '',
  )?.[1];

/** A browser's report that mf-search's build failed to load, sent to the gateway at `base` with a page's token. */
const reportRemoteFailure = (base: string, token: string | undefined) =>
  fetch(`${base}/reports/remote-failure`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      remote: 'mf_search',
      manifestUrl: `${origin.url}/search/mf-manifest.json`,
      version: 's1',
      message: 'Failed to fetch',
      token,
    }),
  });

const browserFailures = async () =>
  (await metrics.remoteLoadFailures.get()).values.find(
    (value) => value.labels.remote === 'mf_search' && value.labels.side === 'browser',
  )?.value ?? 0;

describe('what browsers report about remotes', () => {
  it('admits a remote’s origin for its scripts, styles, pictures, fonts and connections, and asks for violation reports', async () => {
    const policy = (await fetch(`${gateway.url}/robots.txt`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(directives[name], name).toContain(origin.url);
    // A remote on this machine is a development server: its code may open its socket, and only that.
    const socket = origin.url.replace(/^http:/, 'ws:');
    expect(directives['connect-src']).toContain(socket);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src'])
      expect(directives[name], name).not.toContain(socket);
    expect(directives['report-uri']).toEqual([expect.stringMatching(/^\/reports\/csp\?t=\d+\.[\w-]+\.[\w-]+$/)]);
  });

  it('logs and counts a remote that failed to load in a browser, once per report', async () => {
    const before = await browserFailures();
    const response = await reportRemoteFailure(gateway.url, await pageToken());
    expect(response.status).toBe(204);
    expect(await browserFailures()).toBe(before + 1);
  });

  it('answers a malformed report with the field and what is wrong', async () => {
    const response = await fetch(`${gateway.url}/reports/remote-failure`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote: 'mf_other' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        status: 400,
        message: 'Invalid remote failure report',
        fields: { remote: 'must be one of mf_content, mf_booking, mf_payment, mf_search' },
      },
    });
  });

  it('counts a CSP violation by its directive', async () => {
    const styleViolations = async () =>
      (await metrics.cspViolations.get()).values.find((value) => value.labels.directive === 'style-src-elem')?.value ??
      0;
    const before = await styleViolations();
    const report = {
      'csp-report': {
        'document-uri': `${gateway.url}/`,
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'https://elsewhere.example/x.css',
      },
    };
    const response = await fetch(`${gateway.url}/reports/csp?t=${await pageToken()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    expect(await styleViolations()).toBe(before + 1);
  });
});

describe('reports from one client', () => {
  it('are rate-limited: past the limit a report is answered 429 and counts nowhere', async () => {
    const limited = await startGateway({
      env: { REMOTE_SEARCH_URL: `${origin.url}/search/mf-manifest.json`, RATE_LIMIT_MAX: '3' },
    });
    try {
      const token = await pageToken(limited.url);
      const before = await browserFailures();
      const statuses = [];
      for (let sent = 0; sent < 4; sent++) statuses.push((await reportRemoteFailure(limited.url, token)).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
      expect(await browserFailures()).toBe(before + 3);
    } finally {
      await limited.close();
    }
  });
});
